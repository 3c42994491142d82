import { expect } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** These tests create roles and re-role a group: a server of their own keeps other tests' data as seeded. */
// Several pages and a server of its own per worker: more than the default time on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('admin creates a role from the checklist, gives it to a group, and cannot delete it while in use', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/configuration/userroles');
  await page.getByRole('link', { name: 'Create role' }).click();
  const form = page.getByRole('form', { name: 'Create a role' });
  await form.getByLabel('Role name').fill('Alert triage');
  await form.getByRole('group', { name: 'Dashboard apps' }).getByRole('checkbox', { name: 'Cloud Threats' }).check();
  const modules = form.getByRole('group', { name: 'Modules' });
  await modules.getByRole('checkbox', { name: 'Alerts', exact: true }).check();
  await modules.getByRole('checkbox', { name: 'Investigation' }).check();
  await form.getByRole('group', { name: 'Actions' }).getByRole('checkbox', { name: 'Resolve, ignore and reopen alerts' }).check();
  await form.getByRole('button', { name: 'Create role' }).click();
  const roles = page.getByRole('table', { name: 'Roles' });
  await expect(roles.getByRole('row', { name: /Alert triage/ })).toContainText('2 modules, 1 dashboard apps, 1 actions');
  await expect(roles.getByRole('row', { name: /Alert triage/ })).toContainText('Not used');

  await page.goto('/admin/configuration/users/groups');
  await page.getByRole('link', { name: 'Acme Viewers' }).click();
  const group = page.getByRole('form', { name: 'Edit group Acme Viewers' });
  await group.getByLabel('Role').selectOption({ label: 'Alert triage' });
  await group.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Groups' }).getByRole('row', { name: /Acme Viewers/ })).toContainText('Alert triage');

  await page.goto('/admin/configuration/userroles');
  await page.getByRole('button', { name: 'Delete role Alert triage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete role Alert triage?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Role Alert triage is in use by group Acme Viewers');
});

test('the role form shows its validation messages and keeps what was typed when the server refuses', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/configuration/userroles/new');
  const form = page.getByRole('form', { name: 'Create a role' });
  await form.getByRole('button', { name: 'Create role' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await expect(form.getByText('Select at least one module')).toBeVisible();
  await form.getByLabel('Role name').fill('r'.repeat(65));
  await expect(form.getByText('Max Character Limit Exceeded')).toBeVisible();
  await form.getByLabel('Role name').fill('Security analyst');
  await form.getByRole('group', { name: 'Modules' }).getByRole('checkbox', { name: 'Compliance' }).check();
  await form.getByRole('button', { name: 'Create role' }).click();
  await expect(form.getByText('A role named Security analyst already exists')).toBeVisible();
  await expect(form.getByLabel('Role name')).toHaveValue('Security analyst');
  await expect(form.getByRole('group', { name: 'Modules' }).getByRole('checkbox', { name: 'Compliance' })).toBeChecked();
});

test('built-in roles open read only', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/configuration/userroles');
  await page.getByRole('link', { name: 'Read-only viewer' }).click();
  await expect(page.getByText('This role is built in and cannot be changed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Modules' }).getByRole('checkbox', { name: 'Alerts', exact: true })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Modules' }).getByRole('checkbox', { name: 'Alerts', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('the reviewer sees the roles and their checklists but cannot change them', async ({ page }) => {
  await signIn(page, { email: 'reviewer@acme.test' });
  await page.goto('/admin/configuration/userroles');
  const roles = page.getByRole('table', { name: 'Roles' });
  await expect(roles.getByRole('row', { name: /Cloud posture lead/ })).toContainText('Acme Posture Team');
  await expect(page.getByRole('link', { name: 'Create role' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await roles.getByRole('link', { name: 'Cloud posture lead' }).click();
  await expect(page.getByText('Your role may look at this area but not change it.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Modules' }).getByRole('checkbox', { name: 'Cloud accounts' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Modules' }).getByRole('checkbox', { name: 'Cloud accounts' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Save|Create/ })).toHaveCount(0);
});
