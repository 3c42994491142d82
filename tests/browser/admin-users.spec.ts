import { expect } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** These tests invite users and change groups: a server of their own keeps other tests' data as seeded. */
// Several pages and a server of its own per worker: more than the default time on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('admin invites a user, who is listed as invited and gets a set-password link', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/configuration/users');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row', { name: /Paul Posture/ })).toContainText('Invited');
  // Nobody is offered to disable or delete themselves or the breakglass admin.
  await expect(page.getByRole('button', { name: 'Delete viewer@acme.test' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Delete|Disable) (admin|breakglass)@acme.test$/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Invite user' }).click();
  await expect(page).toHaveURL(/\/admin\/configuration\/users\/invite$/);
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByLabel('Email').fill('nora.new@acme.test');
  await form.getByLabel('Name').fill('Nora New');
  await form.getByRole('checkbox', { name: /Acme Viewers/ }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent to nora.new@acme.test' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/configuration\/users$/);
  await expect(users.getByRole('row', { name: /Nora New/ })).toContainText('Invited');
  await expect(users.getByRole('row', { name: /Nora New/ })).toContainText('Acme Viewers');
  const outbox = await (await page.request.get('/dev/outbox?email=nora.new@acme.test')).json();
  expect(outbox.messages[0].link).toMatch(/\/reset-password\?token=/);

  await page.getByRole('searchbox', { name: 'Search' }).fill('nora');
  await expect(users.getByRole('row')).toHaveCount(2);
});

test('the invite form shows the spec texts as the user types, and the server refusal on its field', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/configuration/users/invite');
  const form = page.getByRole('form', { name: 'Invite a user' });
  const email = form.getByLabel('Email');
  await email.fill('nora new@acme.test');
  await email.blur();
  await expect(form.getByText('Whitespaces Are Not Allowed!')).toBeVisible();
  await email.fill('nora@acme');
  await expect(form.getByText('Email Id is Invalid')).toBeVisible();
  await form.getByLabel('Name').fill('n'.repeat(101));
  await form.getByLabel('Name').blur();
  await expect(form.getByText('Max Character Limit Exceeded')).toBeVisible();
  await form.getByLabel('Name').fill('Gloria');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Select at least one group')).toBeVisible();
  // Another organization's email: the server says so on the email field; nothing typed is lost.
  await email.fill('analyst@globex.test');
  await form.getByRole('checkbox', { name: /Acme Viewers/ }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('This email belongs to another organization')).toBeVisible();
  await expect(email).toHaveValue('analyst@globex.test');
  await expect(form.getByLabel('Name')).toHaveValue('Gloria');
  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Groups', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(email).toHaveValue('analyst@globex.test');
});

test("a user's page shows their effective access; disabling and enabling works", async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/configuration/users');
  await page.getByRole('link', { name: 'Victor Viewer' }).click();
  const access = page.getByRole('region', { name: 'Effective access' });
  await expect(access).toContainText('From group Acme Viewers, role Read-only viewer');
  await expect(access.getByRole('list', { name: 'Dashboard apps' })).toContainText('Cloud Threats');
  await expect(access.getByRole('list', { name: 'Modules' })).toContainText('Alerts');
  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog', { name: 'Disable viewer@acme.test?' }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  const refused = await page.request.post('/bff/login', { headers: { 'X-CSRF-Token': 'x' }, data: { email: 'viewer@acme.test', password: 'Palisade-demo-1' } });
  expect(refused.ok()).toBe(false);
  await page.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('dialog', { name: 'Enable viewer@acme.test?' }).getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('groups: create one with a role; a group with members cannot be deleted', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/configuration/users/groups');
  await page.getByRole('link', { name: 'Create group' }).click();
  const form = page.getByRole('form', { name: 'Create a group' });
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(2);
  await form.getByLabel('Group name').fill('Acme Night Shift');
  await form.getByLabel('Role').selectOption({ label: 'Security analyst' });
  await form.getByRole('button', { name: 'Create group' }).click();
  const groups = page.getByRole('table', { name: 'Groups' });
  await expect(groups.getByRole('row', { name: /Acme Night Shift/ })).toContainText('Security analyst');
  await page.getByRole('button', { name: 'Delete group Acme Administrators' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete group Acme Administrators?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Group Acme Administrators has 2 members; move them to another group before deleting it');
});

test('the reviewer sees users and groups but no control that changes them', async ({ page }) => {
  await signIn(page, { email: 'reviewer@acme.test' });
  await page.goto('/admin/configuration/users');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row', { name: /Ada Admin/ })).toBeVisible();
  await expect(page.getByText('Your role may look at this area but not change it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete|Disable|Enable/ })).toHaveCount(0);
  await users.getByRole('link', { name: 'Victor Viewer' }).click();
  await expect(page.getByRole('region', { name: 'Effective access' })).toContainText('Acme Viewers');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Groups', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Groups' }).getByRole('row', { name: /Acme Viewers/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create group' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
});
