import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** These tests change Acme's connector configuration: a server of their own keeps that from other specs. */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// axe is injected as an inline script, which the console's CSP forbids.
test.use({ bypassCSP: true });

const PASSWORD_REALM = 'http://auth0.com/oauth/grant-type/password-realm';

/** The second administrator (Acme's breakglass admin), working through the API beside the one in the browser. */
async function otherAdmin(request: APIRequestContext) {
  const token = await request.post('/idp/oauth/token', {
    data: { grant_type: PASSWORD_REALM, username: 'breakglass@acme.test', password: 'Palisade-demo-1', realm: 'breakglass', client_id: 'palisade-console' },
  });
  expect(token.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  return {
    put: (path: string, data: unknown) => request.put(`/api/connectors/v1${path}`, { headers, data }),
    post: (path: string, data?: unknown) => request.post(`/api/connectors/v1${path}`, { headers, data }),
    delete: (path: string) => request.delete(`/api/connectors/v1${path}`, { headers }),
  };
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Activation' });
const myStatus = (page: Page) => page.getByTestId('my-activation-status');

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

test('activates while another administrator edits: both are shown, a conflict is settled explicitly', async ({ page, request }) => {
  const other = await otherAdmin(request);
  await signIn(page);
  await page.goto('/admin/connectors/gateways');
  expect((await other.put('/gateways/cgw_logs', { type: 'logAndControl', name: 'Log and Control', primaryProxy: '10.20.0.77' })).status()).toBe(200);
  await page.reload();
  await expect(panel(page).getByRole('list', { name: 'Currently Editing' })).toContainText('Bree Breakglass (breakglass@acme.test): Editing, 1 pending change');
  // I change the same gateway and another one, and activate first: theirs is still only theirs.
  await page.getByRole('button', { name: 'Edit ZIA default' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit ZIA default' });
  await dialog.getByLabel('Fail close').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Edit Log and Control' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Log and Control' });
  await dialog.getByLabel('Primary proxy').fill('10.20.0.88');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(myStatus(page)).toHaveText('Editing');
  await panel(page).getByRole('button', { name: 'Activate' }).click();
  await expect(myStatus(page)).toHaveText('No pending changes');
  await expect(page.getByRole('row', { name: /Log and Control/ })).toContainText('10.20.0.88');
  await expect(panel(page).getByRole('list', { name: 'Currently Editing' })).toContainText('Bree Breakglass');
  // The other administrator's activation now meets my change: refused per object, nothing overwritten.
  const theirs = await other.post('/activation');
  expect(theirs.status()).toBe(409);
  expect(await theirs.json()).toMatchObject({ status: 'conflict', conflicts: [{ id: 'cgw_logs', changedBy: 'admin@acme.test' }] });
  expect((await other.post('/conflicts/gateways/cgw_logs', { resolution: 'theirs' })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('row', { name: /Log and Control/ })).toContainText('10.20.0.88');
  await expect(panel(page)).toContainText('Nobody else has pending changes.');
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('a failed activation keeps every edit, says why, and a conflict is resolved in the panel', async ({ page, request }) => {
  const other = await otherAdmin(request);
  const kiosk = await (await other.post('/location-templates', { name: 'Kiosk', prefix: 'KI' })).json();
  expect((await other.post('/activation')).status()).toBe(200);
  await signIn(page);
  await page.goto('/admin/connectors/provisioning-templates');
  await page.getByRole('button', { name: 'Add Cloud provisioning template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Cloud provisioning template' });
  await dialog.getByLabel('Name').fill('Kiosk cloud');
  await dialog.getByLabel('Location template').selectOption({ label: 'Kiosk' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Edit HQ branch appliance' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit HQ branch appliance' });
  await edit.getByLabel('VM size').selectOption('large');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  // Meanwhile the other administrator deletes the location template my new template uses, and changes the one I edit.
  expect((await other.delete(`/location-templates/${kiosk.item.id}`)).status()).toBe(204);
  const hq = { type: 'branch', name: 'HQ branch appliance', locationCreation: 'existing', locationId: 'loc_hq', groupId: 'cbg_hq', vmSize: 'small',
    managementIpMode: 'manual', managementIp: '10.10.0.11', serviceIpMode: 'manual', serviceIp: '10.10.1.10', defaultGateway: '10.10.0.1', dnsServer1: '10.10.0.2', netmask: '255.255.255.0' };
  expect((await other.put('/provisioning-templates/cpt_branch_hq', hq)).status()).toBe(200);
  expect((await other.post('/activation')).status()).toBe(200);

  await panel(page).getByRole('button', { name: 'Activate' }).click();
  const failure = panel(page).getByRole('alert');
  await expect(failure).toContainText('Activation Failed!');
  await expect(panel(page)).toContainText('HQ branch appliance was changed and activated by breakglass@acme.test after you started editing it.');
  // Nothing was lost: both edits are still mine, still pending.
  await expect(myStatus(page)).toHaveText('Editing');
  await expect(panel(page)).toContainText('2 pending changes');
  await page.reload();
  await expect(page.getByRole('row', { name: /Kiosk cloud/ })).toContainText('New, not activated');
  await expect(page.getByRole('row', { name: /HQ branch appliance/ })).toContainText('Large');
  // Keep mine for the conflict; the activation then fails on the template that is gone, and still keeps both edits.
  await panel(page).getByRole('button', { name: 'Keep my change to HQ branch appliance' }).click();
  await expect(panel(page).getByRole('button', { name: 'Keep my change to HQ branch appliance' })).toBeHidden();
  await panel(page).getByRole('button', { name: 'Activate' }).click();
  await expect(panel(page).getByRole('alert')).toContainText(`Provisioning template "Kiosk cloud": Location template ${kiosk.item.id} does not exist (any more)`);
  await expect(panel(page)).toContainText('2 pending changes');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  // Fixed by pointing the template at a template that exists: everything goes live at once.
  await page.getByRole('button', { name: 'Edit Kiosk cloud' }).click();
  const fix = page.getByRole('dialog', { name: 'Edit Kiosk cloud' });
  await fix.getByLabel('Location template').selectOption({ label: 'Cloud workloads' });
  await fix.getByRole('button', { name: 'Save' }).click();
  await panel(page).getByRole('button', { name: 'Activate' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: 'Activation done' })).toBeVisible();
  await expect(myStatus(page)).toHaveText('No pending changes');
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

test('signing out clears the session keys and sets the logout marker', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/connectors/gateways');
  await expect(myStatus(page)).toBeVisible();
  await page.evaluate(() => {
    for (const key of ['csrfToken', 'login', 'orgId', 'searchHistory', 'errorMessage', 'helpArticle', 'passwordExpiryNotification', 'bearerToken']) sessionStorage.setItem(key, 'x');
  });
  await page.getByRole('button', { name: /Ada Admin/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => ({ left: Object.keys(sessionStorage).filter((k) => !k.startsWith('palisade.')), marker: sessionStorage.getItem('palisade.loggedOut') })))
    .toEqual({ left: [], marker: '1' });
});
