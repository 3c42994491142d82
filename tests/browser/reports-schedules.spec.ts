import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/signIn';

// axe is injected as a script, which the console's CSP would refuse.
test.use({ bypassCSP: true });

test('create a schedule, run it now, watch its progress and download the PDF from its history', async ({ page }) => {
  // The server prints the PDF in its own headless Chromium while this one watches: a busy machine needs time.
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto('/admin/configuration/scheduled-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled Reports' })).toBeVisible();
  const name = `Board pack ${Date.now()}`;

  await page.getByRole('button', { name: 'New schedule' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Executive summary' });
  await page.getByLabel('Frequency').selectOption({ label: 'Weekly' });
  await page.getByLabel('Weekday').selectOption({ label: 'Friday' });
  await page.getByLabel('Time', { exact: true }).fill('07:30');
  await page.getByLabel('Time zone').fill('Europe/Berlin');
  await page.getByLabel('Recipients').fill('not-an-address');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Enter valid email addresses, separated by commas')).toBeVisible();
  await page.getByLabel('Recipients').fill('ciso@acme.test, board@acme.test');
  await page.getByLabel('Format').selectOption({ label: 'PDF' });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Save schedule' }).click();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Every Friday at 07:30 (Europe/Berlin)');
  await row.getByRole('button', { name: `Run ${name} now` }).click();
  const lastRun = page.getByRole('status', { name: `Last run of ${name}` });
  // Progress: queued or running first, then done.
  await expect(lastRun).toHaveText(/Queued…|Running…/);
  await expect(lastRun).toHaveText('Succeeded', { timeout: 200_000 });

  const history = page.getByRole('table', { name: `Run history of ${name}` });
  await expect(history.getByRole('row').nth(1)).toContainText('Succeeded');
  await expect(history.getByRole('row').nth(1)).toContainText(/\d+\.\d KB/);
  const download = page.waitForEvent('download');
  await history.getByRole('link', { name: /^Download executive-summary-\d{4}-\d\d-\d\d\.pdf$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^executive-summary-\d{4}-\d\d-\d\d\.pdf$/);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Pause, then delete through the confirmation.
  await row.getByRole('button', { name: `Pause ${name}` }).click();
  await expect(row).toContainText('Paused');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
