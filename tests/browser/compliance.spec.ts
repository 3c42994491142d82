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

test('composes a framework from the policies\' checks, fixes a field the server names, edits and deletes it', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/cloud-posture/compliance');
  await page.getByRole('button', { name: 'Compose a framework' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compose a framework' });
  await dialog.getByRole('textbox', { name: 'Framework id' }).fill('BOARD-1');
  await dialog.getByRole('textbox', { name: 'Section id' }).fill('STO');
  await dialog.getByRole('textbox', { name: 'Section title' }).fill('Storage');
  const first = dialog.getByRole('group', { name: 'Requirement 1.1' });
  await first.getByRole('textbox', { name: 'Requirement id' }).fill('STO-1');
  await first.getByRole('textbox', { name: 'Requirement title' }).fill('No public buckets');
  await first.getByRole('listbox', { name: 'Checks' }).selectOption('ZS-AWS-S3-001');
  await dialog.getByRole('button', { name: 'Add a requirement to section 1' }).click();
  const second = dialog.getByRole('group', { name: 'Requirement 1.2' });
  await second.getByRole('textbox', { name: 'Requirement id' }).fill('STO-2');
  await second.getByRole('textbox', { name: 'Requirement title' }).fill('Storage reviewed yearly');
  // No name: the server names the field, and everything typed stays.
  await dialog.getByRole('button', { name: 'Save framework' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The framework was not saved: fix the 1 fields marked.');
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('must not be empty');
  await expect(first.getByRole('textbox', { name: 'Requirement id' })).toHaveValue('STO-1');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await name.fill('Board baseline');
  await dialog.getByRole('button', { name: 'Save framework' }).click();

  // Acme leaves S3 buckets public: STO-1 fails, STO-2 is manual.
  await expect(page.getByRole('heading', { level: 1, name: 'Board baseline 1' })).toBeVisible();
  await expect(page.getByTestId('framework-score')).toHaveText('0%');
  await expect(page.getByRole('row', { name: /STO-1 No public buckets/ }).getByRole('cell').first()).toHaveText('Fail');
  await expect(page.getByRole('row', { name: /STO-2 Storage reviewed yearly/ }).getByRole('cell').first()).toHaveText('Manual');

  // Judged by the root-account check instead (remediated at Acme), STO-1 passes.
  await page.getByRole('button', { name: 'Edit framework' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the framework' });
  await edit.getByRole('group', { name: 'Requirement 1.1' }).getByRole('listbox', { name: 'Checks' }).selectOption('ZS-AWS-IAM-003');
  await edit.getByRole('button', { name: 'Save framework' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('framework-score')).toHaveText('100%');

  await page.getByRole('button', { name: 'Delete framework' }).click();
  await page.getByRole('dialog', { name: 'Delete Board baseline?' }).getByRole('button', { name: 'Delete framework' }).click();
  await expect(page.getByTestId('score-ZBP')).toBeVisible();
  await expect(page.getByTestId('score-BOARD-1')).toHaveCount(0);
});
