import { expect } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** These tests attest a requirement: a server of their own keeps the other specs' scores as seeded. */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ bypassCSP: true });

test('the ZBP figure is the same on the dashboard card and the compliance page', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  const card = page.locator('.dash-card[data-status="ready"]', { hasText: 'Compliance' }).getByTestId('card-value');
  // Acme's seeded ZBP score: 4 of the 15 automated requirements pass.
  await expect(card).toHaveText('27%');
  await page.goto('/admin/cloud-posture/compliance');
  await expect(page.getByTestId('score-ZBP')).toHaveText('27%');
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('drills from a framework to a failing resource, into Alerts, and back', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/cloud-posture/compliance');
  await page.getByRole('link', { name: 'ZBP cloud benchmark: 27%' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ZBP cloud benchmark 1.0' })).toBeVisible();
  const row = page.getByRole('row', { name: /ZBP-NET-3/ });
  await expect(row.getByRole('cell').first()).toHaveText('Fail');
  await row.getByRole('link', { name: /open alerts/ }).click();
  await expect(page).toHaveURL(/framework=ZBP&requirement=ZBP-NET-3/);
  const resources = page.getByRole('table', { name: 'Failing resources of ZBP-NET-3' });
  const firstAlert = resources.getByRole('link', { name: /^ZS-(CLOUD|IAC)-/ }).first();
  const ref = (await firstAlert.textContent())!.split(' ')[0]!;
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await firstAlert.click();
  await expect(page).toHaveURL(new RegExp(`/admin/alerts\\?ids=${ref}`));
  await page.goBack();
  await expect(page.getByRole('table', { name: 'Failing resources of ZBP-NET-3' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the requirements' }).click();
  await expect(page).toHaveURL(/framework=ZBP$/);
});

test('attesting a manual requirement changes the score', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/cloud-posture/compliance?framework=ZBP');
  await expect(page.getByTestId('framework-score')).toHaveText('27%');
  await page.getByRole('button', { name: 'Attest ZBP-GOV-1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attest ZBP-GOV-1' });
  await dialog.getByLabel('Evidence').fill('Owners listed in the CMDB, reviewed in November');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save attestation' }).click();
  await expect(dialog).toBeHidden();
  // 5 of 16 scored requirements pass now.
  await expect(page.getByTestId('framework-score')).toHaveText('31%');
  await expect(page.getByRole('row', { name: /ZBP-GOV-1/ }).getByRole('cell').first()).toHaveText('Pass');
});
