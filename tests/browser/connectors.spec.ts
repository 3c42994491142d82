import { expect } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { activationPanel as panel, myActivationStatus as myStatus } from './support/connectors';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** These tests change Acme's connector configuration: a server of their own keeps that from other specs. */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// axe is injected as an inline script, which the console's CSP forbids.
test.use({ bypassCSP: true });

test('creates a Cloud provisioning template with the defaults, saved as a pending change', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/connectors/provisioning-templates');
  await expect(myStatus(page)).toHaveText('No pending changes');
  await page.getByRole('button', { name: 'Add Cloud provisioning template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Cloud provisioning template' });
  await expect(dialog.getByLabel('VM size')).toHaveValue('small');
  await expect(dialog.getByLabel('Location creation')).toHaveValue('automatic');
  await expect(dialog.getByLabel('Management IP', { exact: true })).toHaveValue('automatic');
  await expect(dialog.getByLabel('Service IP', { exact: true })).toHaveValue('automatic');
  await dialog.getByLabel('Name').fill('Lab us-east-1');
  await dialog.getByLabel('Location template').selectOption({ label: 'Cloud workloads' });
  await dialog.getByLabel('Load balancer IP (optional)').fill('10.0.0.999');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a valid IPv4 address (e.g. 10.0.0.5).')).toBeVisible();
  await dialog.getByLabel('Load balancer IP (optional)').fill('');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Lab us-east-1/ });
  await expect(row).toContainText('New, not activated');
  await expect(row).toContainText('Automatic');
  await expect(row).toContainText('Small');
  await expect(myStatus(page)).toHaveText('Editing');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await row.getByRole('button', { name: 'View Lab us-east-1' }).click();
  await expect(page.getByRole('dialog', { name: 'Lab us-east-1' })).toContainText('small');
  await page.getByRole('dialog', { name: 'Lab us-east-1' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await panel(page).getByRole('button', { name: 'Activate' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: 'Activation done' })).toBeVisible();
  await expect(myStatus(page)).toHaveText('No pending changes');
  await expect(row).not.toContainText('New, not activated');
});

test('an out-of-range bandwidth on a location template is refused as typed, with the spec text', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/connectors/location-templates');
  await page.getByRole('button', { name: 'Edit Branch default' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Branch default' });
  const download = dialog.getByLabel('Download (Mbps)');
  await download.fill('100000');
  await download.blur();
  await expect(dialog.getByText('Invalid Range. The number should be between 1 and 99999')).toBeVisible();
  await expect(download).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await download.fill('500');
  await expect(dialog.getByText('Invalid Range. The number should be between 1 and 99999')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Branch default/ })).toContainText('500 Mbps down, 50 Mbps up');
  await expect(page.getByRole('row', { name: /Branch default/ })).toContainText('Changed, not activated');
});

test('reorders forwarding rules with the keyboard, and the new order survives a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/policy/forwardingpolicies');
  const table = page.getByRole('table', { name: 'Forwarding rules' });
  const names = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  await expect.poll(names).toEqual([
    'Internal apps through ZPA', 'Microsoft 365 direct', 'Drop Tor exits', 'Everything else through ZIA',
    expect.stringContaining('Predefined: ZPA for stray traffic'), expect.stringContaining('Predefined: local networks direct'),
  ]);
  await expect(table.getByRole('row', { name: /Predefined: ZPA for stray traffic/ })).toContainText('Disabled');
  const handle = table.getByRole('button', { name: 'Move Drop Tor exits, rule 3 of 6' });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Drop Tor exits moved to position 2.')).toBeAttached();
  // Focus stays on the moved rule's handle: a second press moves it again.
  await expect(table.getByRole('button', { name: 'Move Drop Tor exits, rule 2 of 6' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(table.getByRole('button', { name: 'Move Drop Tor exits, rule 1 of 6' })).toBeFocused();
  await page.reload();
  await expect.poll(async () => (await names()).slice(0, 3).map((n) => n.replace(/\s*Changed, not activated/, ''))).toEqual([
    'Drop Tor exits', 'Internal apps through ZPA', 'Microsoft 365 direct',
  ]);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await panel(page).getByRole('button', { name: 'Activate' }).click();
  await expect(myStatus(page)).toHaveText('No pending changes');
});

test('reorders forwarding rules by dragging a row', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/policy/forwardingpolicies');
  const table = page.getByRole('table', { name: 'Forwarding rules' });
  const names = async () => (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((n) => n.replace(/\s*Changed, not activated/, '').replace(/\s+Predefined$/, ''));
  await expect.poll(names).toEqual([
    'Drop Tor exits', 'Internal apps through ZPA', 'Microsoft 365 direct', 'Everything else through ZIA',
    'Predefined: ZPA for stray traffic', 'Predefined: local networks direct',
  ]);
  await table.getByRole('row', { name: /Everything else through ZIA/ }).dragTo(table.getByRole('row', { name: /Internal apps through ZPA/ }));
  await expect(page.getByText('Everything else through ZIA moved to position 2.')).toBeAttached();
  await expect.poll(names).toEqual([
    'Drop Tor exits', 'Everything else through ZIA', 'Internal apps through ZPA', 'Microsoft 365 direct',
    'Predefined: ZPA for stray traffic', 'Predefined: local networks direct',
  ]);
  await page.getByRole('complementary', { name: 'Activation' }).getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByTestId('my-activation-status')).toHaveText('No pending changes');
});

test("says 'Branch Connector Groups is not available for the selected location!' for a location without one", async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/connectors/provisioning-templates');
  await page.getByRole('button', { name: 'Add Branch provisioning template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Branch provisioning template' });
  await dialog.getByLabel('Location creation').selectOption('existing');
  await dialog.getByLabel('Location', { exact: true }).selectOption({ label: 'Frankfurt data center' });
  await expect(dialog.getByText('Branch Connector Groups is not available for the selected location!')).toBeVisible();
  await dialog.getByLabel('Location', { exact: true }).selectOption({ label: 'London office' });
  await expect(dialog.getByLabel('Branch Connector group')).toBeVisible();
});
