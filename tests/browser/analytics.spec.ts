import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/signIn';

// axe is injected as a script, which the console's CSP would refuse.
test.use({ bypassCSP: true });

test('the executive report opens from Analytics, and its period selector changes the period and its figures', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/analytics/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByRole('link', { name: /^Executive report/ }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\/reports\/executive-report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Executive report' })).toBeVisible();

  const period = page.getByRole('heading', { level: 2, name: /^Last / });
  const newAlerts = page.locator('[data-figure="new-alerts"]');
  await expect(period).toHaveText(/^Last 1 week: /);
  await page.getByLabel('Report period').selectOption({ label: 'Last 24 hours' });
  await expect(period).toHaveText(/^Last 24 hours: /);
  const day = Number((await newAlerts.textContent())!.replace(/,/g, ''));
  await page.getByLabel('Report period').selectOption({ label: 'Last 1 month' });
  await expect(period).toHaveText(/^Last 1 month: /);
  const month = Number((await newAlerts.textContent())!.replace(/,/g, ''));
  // The demo data has alerts from every week of the last month: a month holds more new alerts than a day.
  expect(month).toBeGreaterThan(day);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
