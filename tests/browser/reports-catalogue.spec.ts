import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/signIn';

// axe is injected as a script, which the console's CSP would refuse.
test.use({ bypassCSP: true });

const figureValue = async (locator: import('@playwright/test').Locator) => Number((await locator.textContent())!.replace(/[^0-9]/g, ''));

test('the reports catalogue: the period changes the figures and the chart, filters live in the URL, CSV export', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/analytics/reports?report=alerts-trend');
  await expect(page.getByRole('tab', { name: 'Alerts trend' })).toHaveAttribute('aria-selected', 'true');
  const newAlerts = page.locator('[data-figure="newAlerts"] dd');
  await expect(page.getByRole('img', { name: /^New alerts per day \(UTC\)/ })).toBeVisible();
  await expect(newAlerts).toHaveText(/\d/);

  await page.getByLabel('Period').selectOption({ label: 'Last 24 hours' });
  await expect(page).toHaveURL(/range=last-24-hours/);
  // A day is drawn per hour: the chart's title says so once the new figures are in.
  await expect(page.getByRole('img', { name: /^New alerts per hour \(UTC\)/ })).toBeVisible();
  const day = await figureValue(newAlerts);
  await page.getByLabel('Period').selectOption({ label: 'Last 1 month' });
  await expect(page.getByRole('img', { name: /^New alerts per day \(UTC\)/ })).toBeVisible();
  await expect(page.locator('[aria-busy="false"]')).toBeVisible();
  const month = await figureValue(newAlerts);
  // The demo data has alerts from every week of the last month: a month holds more new alerts than a day.
  expect(month).toBeGreaterThan(day);

  await page.getByLabel('Cloud').selectOption({ label: 'Azure' });
  await expect(page).toHaveURL(/cloud=azure/);
  // The month's figure stays on screen until Azure's comes: wait for it to fall, not for a page that is not busy yet.
  await expect.poll(() => figureValue(newAlerts)).toBeLessThan(month);

  // Another report keeps the period and filters.
  await page.getByRole('tab', { name: 'Compliance by framework' }).click();
  await expect(page).toHaveURL(/report=compliance-by-framework.*range=last-1-month|range=last-1-month.*report=compliance-by-framework/);
  await expect(page.getByRole('img', { name: /^Score by framework/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^compliance-by-framework-\d{4}-\d\d-\d\d\.csv$/);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
