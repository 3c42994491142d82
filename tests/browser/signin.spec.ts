import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/signIn';
import { enterEmail, enterEmailForCode, enterPassword, expectNoTokenReadable, latestCode, signInWithCode } from './support/signInFlow';

const signedInAs = (name: string) => ({ name: new RegExp(name) });

// Several of these tests sign in analyst@globex.test with one-time codes on the shared server, and a new code
// voids the older ones: run this file's tests one after another so one test's resend never voids another's code.
test.describe.configure({ mode: 'default' });

test('single flow: email, then password, lands on the dashboard; no token readable at any point', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expectNoTokenReadable(page);
  await page.getByLabel('Email').fill('  admin@acme.test  ');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  await expect(page.getByText('Signing in as admin@acme.test')).toBeVisible();
  await expectNoTokenReadable(page);
  await enterPassword(page);
  await expect(page).toHaveURL(/\/admin\/dashboard\/dashboard$/);
  await expect(page.getByRole('button', signedInAs('Ada Admin'))).toBeVisible();
  // The landing page's plugin mounts into the layout that sign-in has just drawn.
  await expect(page.getByRole('region', { name: 'Dashboard cards' })).toBeVisible();
  await expect(page.locator('[data-plugin-id="dashboard"][data-error-kind]')).toHaveCount(0);
  await expectNoTokenReadable(page);
  // /login when signed in goes back to /.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/dashboard\/dashboard$/);
  await expectNoTokenReadable(page);
});

test('the email is checked first (Email Id is Invalid); an unknown one is not revealed before the password', async ({ page }) => {
  await page.goto('/login');
  await enterEmail(page, 'not-an-email');
  await expect(page.getByRole('alert')).toHaveText('Email Id is Invalid');
  // An address nobody has goes on like an account would, and fails like a wrong password.
  await enterEmail(page, 'nobody@nowhere.test');
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  await enterPassword(page);
  await expect(page.getByRole('alert')).toHaveText('Invalid Login ID or Password');
  await expect(page).toHaveURL(/\/login$/);
});

test('multi flow: a code from the outbox, a tenant choice, the password', async ({ page }) => {
  await signInWithCode(page, 'Globex EU');
  // The analysts' group has the dashboard: first in the priority.
  await expect(page).toHaveURL(/\/admin\/dashboard\/dashboard$/);
  await expect(page.getByRole('button', signedInAs('Gloria Analyst'))).toBeVisible();
  const session = await page.evaluate(async () => (await fetch('/bff/session')).json());
  expect(session.tenant.name).toBe('Globex EU');
  await expectNoTokenReadable(page);
});

test('a code can be sent again (OTP_SENT_SUCCESSFULLY), and only the newest works', async ({ page }) => {
  await page.goto('/login');
  const old = await enterEmailForCode(page, 'analyst@globex.test');
  const second = new Date().toISOString();
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByRole('status')).toHaveText('A verification code has been sent to your email');
  const fresh = await latestCode(page.request, 'analyst@globex.test', second);
  await page.getByLabel('Verification code').fill(old === fresh ? '000000' : old);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText(/verification code/i);
  await page.getByLabel('Verification code').fill(fresh);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a tenant' })).toBeVisible();
});

test('wrong password and wrong code show what spec section 8 says', async ({ page }) => {
  await page.goto('/login');
  await enterEmail(page, 'admin@acme.test');
  await enterPassword(page, 'Wrong-password-1');
  await expect(page.getByRole('alert')).toHaveText('Invalid Login ID or Password');
  await expect(page).toHaveURL(/\/login$/);

  // Back from the password step of the single flow: the start again, the email cleared.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');
  const sent = await enterEmailForCode(page, 'analyst@globex.test');
  // The server's messages (the code is checked server side): its format, then a wrong code.
  await page.getByLabel('Verification code').fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('OTP must be 6 digits');
  await page.getByLabel('Verification code').fill(sent === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code, 4 attempts left');
  await expectNoTokenReadable(page);
});

test('back moves one step at every step; before the first it clears the email', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Verification code').fill(await enterEmailForCode(page, 'analyst@globex.test'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('radio', { name: 'Globex US' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Signing in as analyst@globex.test to Globex US')).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a tenant' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Verification code' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');

  // With forced local sign-in, back before the first step returns to the email step with the email kept.
  await page.getByLabel('Sign in with a password, not single sign-on').check();
  await enterEmail(page, 'admin@acme.test');
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('admin@acme.test');
  await expect(page.getByLabel('Sign in with a password, not single sign-on')).toBeChecked();
});

test('single sign-on round trip through the stand-in identity provider', async ({ page }) => {
  await page.goto(`/?from=${encodeURIComponent('/admin/profile')}`);
  await enterEmail(page, 'sso@initech.test');
  await expect(page.getByRole('heading', { name: 'Enterprise sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/idp\/authorize/);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('button', signedInAs('Ian SSO'))).toBeVisible();
  await expectNoTokenReadable(page);
});

test('a failed single sign-on comes back with the provider’s error', async ({ page }) => {
  await page.goto('/auth/sso?error=state_mismatch');
  await expect(page.getByRole('alert')).toHaveText('Authentication failed');
  await page.goto('/auth/sso?error=something_unknown');
  await expect(page.getByRole('alert')).toHaveText('Unable to login, please try again later');
});

test('breakglass administrator sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Breakglass administrator sign-in' }).click();
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Login ID or Password');
  await page.getByLabel('Email').fill('breakglass@acme.test');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', signedInAs('Bree Breakglass'))).toBeVisible();
  const session = await page.evaluate(async () => (await fetch('/bff/session')).json());
  expect(session.breakglass).toBe(true);
});

test('forgot password: link sent; breakglass reset of a normal user is refused', async ({ page }) => {
  await page.goto('/login');
  await enterEmail(page, 'viewer@acme.test');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText('A link to reset your password has been sent to your email');
  const outbox = await (await page.request.get('/dev/outbox?email=viewer@acme.test')).json();
  expect(outbox.messages.some((m: { kind: string }) => m.kind === 'password_reset')).toBe(true);

  // Back from forgot password: the password step it came from; back again: the start, the email cleared.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  await expect(page.getByText('Signing in as viewer@acme.test')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByRole('button', { name: 'Breakglass administrator sign-in' }).click();
  await page.getByLabel('Email').fill('viewer@acme.test');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText('This user is not allowed to use breakglass sign-in');
  // Back from the breakglass forgot-password step: the breakglass form, the email kept; back again: the start.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('viewer@acme.test');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Breakglass administrator sign-in' })).toBeVisible();
});

test('the return address is kept through sign-in', async ({ page }) => {
  await page.goto('/admin/system-notification?page=2');
  await expect(page).toHaveURL(/\/login$/);
  await enterEmail(page, 'admin@acme.test');
  await enterPassword(page);
  await expect(page).toHaveURL(/\/admin\/system-notification\?page=2$/);
});

test('a user without the dashboard lands on the first page the priority grants (integrations, step 13)', async ({ page }) => {
  await page.goto('/login');
  await enterEmail(page, 'reviewer@acme.test');
  await enterPassword(page);
  await expect(page).toHaveURL(/\/admin\/configuration\/integrations$/);
  await expect(page.getByRole('button', signedInAs('Rita Reviewer'))).toBeVisible();
});

test('an oauth-redirect window stores its query string and closes; under /auth or /logout it signs no one in or out', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.getByRole('button', signedInAs('Ada Admin'))).toBeVisible();
  for (const path of ['/integrations/oauth-redirect?code=abc&state=xyz', '/logout/oauth-redirect?code=def', '/auth/oauth-redirect?code=ghi']) {
    // Opened by a script, as an integration's OAuth flow opens it: only such a window may close itself.
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate((url) => void window.open(url, 'oauth', 'popup'), path)]);
    if (!popup.isClosed()) await popup.waitForEvent('close');
    expect(await page.evaluate(() => localStorage.getItem('palisade.oauthRedirect'))).toBe(path.slice(path.indexOf('?')));
  }
  expect((await (await page.request.get('/bff/session')).json()).authenticated).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', signedInAs('Ada Admin'))).toBeVisible();
});
