import { expect } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { activationPanel as panel, myActivationStatus as myStatus, otherAdmin } from './support/connectors';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** Two administrators at once, activations, conflicts and failures, and signing out: a server of their own. */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// axe is injected as an inline script, which the console's CSP forbids.
test.use({ bypassCSP: true });

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
