import { expect } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** These tests change the tenant's units (and so its alerts' business unit): a server of their own keeps that from other tests. */
// Several pages and a server of its own per worker: more than the default time on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PATH = '/admin/configuration/business-units';

test('names are checked as typed, and an account another unit holds is refused on its field', async ({ page }) => {
  await signIn(page);
  await page.goto(PATH);
  await page.getByRole('button', { name: 'New business unit' }).click();
  const form = page.getByRole('form', { name: 'New business unit' });
  const name = form.getByRole('textbox', { name: 'Name' });
  await name.fill('x'.repeat(65));
  await name.blur();
  await expect(form.getByText('Max Character Limit Exceeded')).toBeVisible();
  await name.fill('Research');
  await expect(form.getByText('Max Character Limit Exceeded')).toHaveCount(0);
  const taken = form.getByRole('checkbox', { name: /— in Payments$/ }).first();
  const label = (await taken.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent)) ?? '';
  const account = label.split(' (')[0]!.trim();
  await taken.check();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(`Already in another business unit: ${account} (in Payments)`)).toBeVisible();
  await expect(name).toHaveValue('Research');
  // Leaving with what was typed asks first; staying keeps it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(name).toHaveValue('Research');
  // Closing or reloading the tab has the browser ask too; staying keeps what was typed.
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(name).toHaveValue('Research');
});

test('admin moves an account into a new unit; alerts and assets filter by it; then deletes it', async ({ page }) => {
  await signIn(page);
  await page.goto(PATH);
  const table = page.getByRole('table', { name: 'Business units' });
  const paymentsRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Payments', exact: true }) });
  const account = (await paymentsRow.getByRole('listitem').first().textContent())!.trim();

  await page.getByRole('button', { name: 'Edit Payments' }).click();
  const edit = page.getByRole('form', { name: 'Edit Payments' });
  await edit.getByRole('checkbox', { name: new RegExp(`^${account} \\(`) }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Business unit Payments saved' })).toBeVisible();

  await page.getByRole('button', { name: 'New business unit' }).click();
  const form = page.getByRole('form', { name: 'New business unit' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Research');
  await form.getByRole('textbox', { name: 'Description' }).fill('Labs and prototypes');
  await form.getByRole('checkbox', { name: new RegExp(`^${account} \\(\\w+\\)$`) }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Business unit Research created' })).toBeVisible();
  const research = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Research' }) });
  await expect(research.getByRole('listitem')).toHaveText([account]);

  // The alerts' business-unit column follows the unit: the alert filter finds the account's alerts under it.
  const search = await page.evaluate(async () => {
    const session = await (await fetch('/bff/session')).json();
    const res = await fetch('/bff/api/alerts/v1/search', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
      body: JSON.stringify({ kind: 'cloud', page: 1, pageSize: 50, businessUnit: ['Research'] }) });
    return res.json();
  });
  expect(search.total).toBeGreaterThan(0);
  expect(search.items.every((a: { businessUnit: string; account: { name: string } }) => a.businessUnit === 'Research')).toBe(true);

  await page.goto('/admin/cloud-posture/cloud-assets?businessUnit=Research&cols=name,account,businessUnit');
  const assets = page.getByRole('table', { name: 'Assets' }).locator('tbody tr[data-asset-id]');
  await expect(assets.first()).toContainText(account);
  // Every row drawn (how many depends on the table's box, measured after its first rows) is in the unit.
  await expect(assets.filter({ hasNotText: 'Research' })).toHaveCount(0);

  await page.goto(PATH);
  await page.getByRole('button', { name: 'Delete Research' }).click();
  await page.getByRole('dialog', { name: 'Delete Research?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Business unit Research deleted' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Research' })).toHaveCount(0);
});

test('the reviewer sees the units but no way to change them', async ({ page }) => {
  await signIn(page, { email: 'reviewer@acme.test' });
  await page.goto(PATH);
  await expect(page.getByRole('table', { name: 'Business units' }).getByRole('rowheader', { name: 'Payments' })).toBeVisible();
  await expect(page.getByText('Your role may look at this area but not change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New business unit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
});
