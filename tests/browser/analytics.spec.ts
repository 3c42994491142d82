import { readFile } from 'node:fs/promises';
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
  // What changed, in sentences the server writes for the period shown; the posture score's trend with its text alternative.
  const changes = page.locator('[data-report-part="changes"] li');
  await expect(changes.filter({ hasText: /new alerts? found$/ })).toHaveText(`${month.toLocaleString('en-US')} new alerts found`);
  await expect(page.getByRole('img', { name: /^ZBP score each day of the period, .*: ZBP score from \d+% to \d+%\.$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Compliance scores by framework' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // "Download PDF": the server prints the period shown and the browser saves it.
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^executive-report-\d{4}-\d{2}-\d{2}.*\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});
