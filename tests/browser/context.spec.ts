import { expect } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';
import { withoutPageStart } from './support/withoutPageStart';
import { expectNoTokenReadable, signInWithCode } from './support/signInFlow';

const test = privateServerTest();

/**
 * These tests change server state (a group switch, the tenant's agreement):
 * they get a server of their own so that no other test sees the change.
 */
// Several pages and a server of its own per worker: more than the default time on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('group switch: reloads access and lands on the first permitted page', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Alerts' })).toBeVisible();
  await page.getByRole('button', { name: /Ada Admin/ }).click();
  await expect(page.getByRole('button', { name: 'Acme Administrators (current)' })).toBeDisabled();
  await page.getByRole('button', { name: 'Acme Auditors' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Switched to Acme Auditors' })).toBeVisible();
  // Auditors have the dashboard (first in the priority), and no Alerts.
  await expect(page).toHaveURL(/\/admin\/dashboard\/dashboard$/);
  await expect(nav.getByRole('link', { name: 'Alerts' })).toHaveCount(0);
  const access = await page.evaluate(async () => (await fetch('/bff/api/tenant/rbac/api/v1/rbac/user')).json());
  expect(access.group.name).toBe('Acme Auditors');

  await page.getByRole('button', { name: /Ada Admin/ }).click();
  await page.getByRole('button', { name: 'Acme Administrators' }).click();
  await expect(nav.getByRole('link', { name: 'Alerts' })).toBeVisible();
});

test('group switch to a group without the dashboard lands on that group’s first permitted page', async ({ page }) => {
  await signIn(page);
  const { csrfToken } = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const setGroups = (groupIds: string[]) =>
    page.request.put('/bff/api/admin/v1/users/usr_acme_admin', { headers: { 'X-CSRF-Token': csrfToken }, data: { name: 'Ada Admin', groupIds } });
  // On this server only: Ada also joins the security reviewers, whose role has no dashboard (integrations come first).
  expect((await setGroups(['grp_acme_admins', 'grp_acme_auditors', 'grp_acme_reviewers'])).status()).toBe(200);
  try {
    await page.goto('/admin/alerts');
    await page.getByRole('button', { name: /Ada Admin/ }).click();
    await page.getByRole('button', { name: 'Acme Security Reviewers' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Switched to Acme Security Reviewers' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/configuration\/integrations$/);
    await page.getByRole('button', { name: /Ada Admin/ }).click();
    await page.getByRole('button', { name: 'Acme Administrators' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/dashboard$/);
  } finally {
    expect((await setGroups(['grp_acme_admins', 'grp_acme_auditors'])).status()).toBe(200);
  }
});

test('a refused group switch shows the server’s error', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await page.route('**/group/switch', (route) => route.fulfill({ status: 403, json: { error: { code: 'FORBIDDEN', message: 'You are not a member of group grp_x in this tenant' } } }));
  await page.getByRole('button', { name: /Ada Admin/ }).click();
  await page.getByRole('button', { name: 'Acme Auditors' }).click();
  await expect(page.getByText('You are not a member of group grp_x in this tenant')).toBeVisible();
  await page.unroute('**/group/switch');
  await page.route('**/group/switch', (route) => route.fulfill({ status: 500, body: 'boom' }));
  // The menu stays open after a failure, for another try.
  await page.getByRole('button', { name: 'Acme Auditors' }).click();
  await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
});

test('the agreement dialog: Globex US has not accepted; a failure says so, accepting closes it for good', async ({ page }) => {
  await signInWithCode(page, 'Globex US');
  const dialog = page.getByRole('dialog', { name: 'End User Subscription Agreement' });
  await expect(dialog).toBeVisible();
  await page.route('**/eusa/accept', (route) => route.fulfill({ status: 500, json: { error: { code: 'DOWN', message: 'down' } } }), { times: 1 });
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Something Went Wrong')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('EUSA Accepted Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const tenant = await page.evaluate(async () => (await fetch('/bff/api/tenant/api/v1/tenant')).json());
  expect(tenant.eusaAccepted).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: /Gloria Analyst/ })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectNoTokenReadable(page);
});

test('feature flags of the tenant are exposed read-only on window.palisade', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.getByRole('button', { name: /Ada Admin/ })).toBeVisible();
  // Flags arrive with the plugins that declare them, which may be after the shell shows the user.
  const readFlags = () => page.evaluate(() => (window as unknown as { palisade: { featureFlags: Record<string, Record<string, boolean>> } }).palisade.featureFlags);
  await expect.poll(async () => (await readFlags()).system_notifications?.default).toBe(true);
  const flags = await readFlags();
  for (const byFeature of Object.values(flags)) expect(Object.keys(byFeature).length).toBeGreaterThan(0);
  const writable = await page.evaluate(() => {
    const p = (window as unknown as { palisade: { featureFlags: Record<string, unknown> } }).palisade;
    try {
      (p as { featureFlags: unknown }).featureFlags = {};
    } catch {
      // strict mode code throws; either way nothing changes
    }
    return Object.isFrozen(p.featureFlags) && Object.keys(p.featureFlags).length > 0;
  });
  expect(writable).toBe(true);
});

test('a user whose group grants nothing gets a clear page, not an empty console', async ({ page }) => {
  await signIn(page, { email: 'viewer@acme.test' });
  await withoutPageStart(page);
  await page.route('**/bff/api/tenant/rbac/api/v1/rbac/user', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, modules: [] } });
  });
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.getByRole('heading', { name: 'You do not have access to any page' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('profile: change password with the policy’s messages; the new password signs in', async ({ page }) => {
  await signIn(page, { email: 'dev@acme.test' });
  await page.goto('/admin/profile');
  const form = page.locator('#change-password');
  await form.getByLabel('Current password').fill('Wrong-pass-1');
  await form.getByLabel('New password', { exact: true }).fill('Fresh-pass-2');
  await form.getByLabel('Confirm new password').fill('Fresh-pass-3');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('New password and confirm password should be equal')).toBeVisible();
  await form.getByLabel('Confirm new password').fill('Fresh-pass-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Please enter valid current password')).toBeVisible();
  await form.getByLabel('Current password').fill('Palisade-demo-1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  // The profile page's own sign-out goes through the console's sign-out.
  await page.locator('.palisade-profile__account').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('dev@acme.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Fresh-pass-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /Dana Developer/ })).toBeVisible();
});
