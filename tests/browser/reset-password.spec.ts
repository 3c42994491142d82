import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';
import { enterEmail } from './support/signInFlow';

const test = privateServerTest();

/** These tests change passwords and invite a user: a server of their own keeps the demo accounts as seeded. */
// Several pages and a server of its own per worker: more than the default time on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Path and query of the newest set-password link the outbox holds for `email`. */
async function latestLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/dev/outbox?email=${encodeURIComponent(email)}`)).json()) as { messages: { link: string | null }[] };
      link = messages.find((m) => m.link)?.link ?? null;
      return link;
    })
    .not.toBeNull();
  const url = new URL(link!);
  return url.pathname + url.search;
}

async function setPassword(page: Page, password: string) {
  const form = page.getByRole('form', { name: 'Set your password' });
  await form.getByLabel('New password').fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Set password' }).click();
}

test('a forgotten password is set again from the emailed link, with the policy checked as typed', async ({ page }) => {
  await page.goto('/login');
  await enterEmail(page, 'dev@acme.test');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText('A link to reset your password has been sent to your email');

  const link = await latestLink(page.request, 'dev@acme.test');
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Set your password' });
  await form.getByLabel('New password').fill('short');
  await form.getByLabel('Confirm password').click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await form.getByLabel('New password').fill('Longer-but-no-digit');
  await expect(form.getByText('Password needs at least 1 digit')).toBeVisible();
  await form.getByLabel('New password').fill('Palisade-new-1');
  await form.getByLabel('Confirm password').fill('Palisade-new-2');
  await form.getByRole('button', { name: 'Set password' }).click();
  await expect(form.getByText('New password and confirm password should be equal')).toBeVisible();

  await setPassword(page, 'Palisade-new-1');
  await expect(page.getByRole('status').filter({ hasText: 'Your password is set' })).toBeVisible();
  await signIn(page, { email: 'dev@acme.test', password: 'Palisade-new-1' });

  // A link works once.
  await page.goto(link);
  await setPassword(page, 'Palisade-new-3');
  await expect(page.getByRole('alert').filter({ hasText: 'The reset link is invalid or has expired' })).toBeVisible();
});

test('an invited user sets a password from the invitation and signs in', async ({ page, browser, baseURL }) => {
  await signIn(page);
  const { csrfToken } = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const { groups } = (await (await page.request.get('/bff/api/admin/v1/groups')).json()) as { groups: { id: string; name: string }[] };
  const viewers = groups.find((g) => g.name === 'Acme Viewers')!;
  const invite = await page.request.post('/bff/api/admin/v1/users', {
    headers: { 'x-csrf-token': csrfToken },
    data: { email: 'ivy.invited@acme.test', name: 'Ivy Invited', groupIds: [viewers.id] },
  });
  expect(invite.status()).toBe(201);

  const invitee = await browser.newPage({ baseURL });
  await invitee.goto(await latestLink(page.request, 'ivy.invited@acme.test'));
  await setPassword(invitee, 'Ivy-Invited-1');
  await expect(invitee.getByRole('status').filter({ hasText: 'Your password is set' })).toBeVisible();
  await invitee.getByRole('link', { name: 'Sign in' }).click();
  await expect(invitee).toHaveURL(/\/login$/);
  await signIn(invitee, { email: 'ivy.invited@acme.test', password: 'Ivy-Invited-1' });
  await invitee.goto('/admin/alerts');
  await expect(invitee.getByRole('button', { name: /Ivy Invited/ })).toBeVisible();
  await invitee.close();
});
