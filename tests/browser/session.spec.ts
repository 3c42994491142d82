import SqliteDatabase from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';
import { expectNoTokenReadable } from './support/signInFlow';

// The refresh-failure test revokes a user's refresh tokens: a server of this file's own. In order, one worker.
const test = privateServerTest();
test.describe.configure({ mode: 'default', timeout: 120_000 });

const MINUTE = 60_000;

async function openConsole(page: Page) {
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.getByRole('button', { name: /Ada Admin/ })).toBeVisible();
}

const signedIn = async (page: Page) => (await (await page.request.get('/bff/session')).json()).authenticated as boolean;

test('signs out after 120 minutes without activity, checked every minute', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await openConsole(page);
  await page.clock.fastForward(119 * MINUTE);
  await page.clock.runFor(MINUTE - 1000);
  await expect(page.getByRole('button', { name: /Ada Admin/ })).toBeVisible();
  await page.clock.fastForward(2 * MINUTE);
  const state = () => page.evaluate(() => `${location.pathname} now=${Date.now()} last=${localStorage.getItem('palisade.lastActivity')}`).catch(String);
  await expect(page, await state()).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Logout due to inactivity' })).toBeVisible();
  expect(await signedIn(page)).toBe(false);
  await expectNoTokenReadable(page);
});

test('activity in one tab keeps every tab signed in; one tab refreshes for all', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  let refreshes = 0;
  context.on('request', (r) => {
    if (r.url().endsWith('/bff/refresh')) refreshes++;
  });
  await context.clock.install();
  await signIn(first);
  await openConsole(first);
  await openConsole(second);
  await context.clock.fastForward(100 * MINUTE);
  await first.mouse.move(10, 10);
  await first.mouse.move(200, 120);
  // localStorage reaches the other tab's process a moment later; minutes pass in real life, not under a fake clock.
  const lastActivity = (page: Page) => page.evaluate(() => localStorage.getItem('palisade.lastActivity'));
  const recorded = await lastActivity(first);
  await expect.poll(() => lastActivity(second)).toBe(recorded);
  // 125 minutes in: past the 120-minute limit for the second tab's own activity, and less than half a refresh
  // period after the first refresh (at 130 the second tab may rightly refresh again: a boundary, not a test).
  await context.clock.fastForward(25 * MINUTE);
  await expect(second.getByRole('button', { name: /Ada Admin/ })).toBeVisible();
  await expect(second).toHaveURL(/\/admin\/dashboard\/dashboard$/);
  expect(await signedIn(second)).toBe(true);
  expect(refreshes).toBe(1);
});

test('a refresh the server refuses after 60 minutes signs out with the session-expired message', async ({ page, privateServer }) => {
  await page.clock.install();
  await signIn(page, { email: 'viewer@acme.test' });
  await page.goto('/admin/profile');
  await expect(page.getByRole('button', { name: /Victor Viewer/ })).toBeVisible();
  await page.mouse.move(5, 5);
  await page.clock.fastForward(31 * MINUTE);
  await expect(page.getByRole('button', { name: /Victor Viewer/ })).toBeVisible();

  // The identity provider revokes Victor's refresh tokens meanwhile, as it does when one is reused. His session and
  // access token stay valid, so the notification poll due at the same minute still succeeds: only the refresh fails.
  const db = new SqliteDatabase(privateServer.databasePath);
  try {
    expect(db.prepare(`UPDATE refresh_families SET revoked_at = ? WHERE user_id = 'usr_acme_viewer' AND revoked_at IS NULL`).run(Date.now()).changes)
      .toBeGreaterThan(0);
  } finally {
    db.close();
  }

  const refresh = page.waitForResponse((r) => r.url().endsWith('/bff/refresh') && r.request().method() === 'POST');
  await page.mouse.move(50, 50);
  await page.clock.fastForward(30 * MINUTE);
  expect((await refresh).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has expired. Log in again to continue.' })).toBeVisible();
  expect(await signedIn(page)).toBe(false);
});

test('the token is refreshed through the BFF every 60 minutes and the session goes on', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await openConsole(page);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/bff/refresh') && r.request().method() === 'POST');
  await page.mouse.move(5, 5);
  await page.clock.fastForward(61 * MINUTE);
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('button', { name: /Ada Admin/ })).toBeVisible();
  await expectNoTokenReadable(page);
});

test('signing out in one tab signs out the other; local storage keeps only the language', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await signIn(first);
  await openConsole(first);
  await openConsole(second);
  // The console itself writes the language it speaks; a plugin's state is not kept.
  expect(await first.evaluate(() => localStorage.getItem('palisade.locale'))).toBe('en-US');
  await first.evaluate(() => localStorage.setItem('some.plugin.state', 'x'));
  await first.getByRole('button', { name: /Ada Admin/ }).click();
  await first.getByRole('button', { name: 'Sign out' }).click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);
  expect(await signedIn(second)).toBe(false);
  const storage = await first.evaluate(() => Object.keys(localStorage));
  expect(storage).toEqual(['palisade.locale']);
});

test('/logout/{origin} signs out and returns to the origin', async ({ page }) => {
  await signIn(page);
  await openConsole(page);
  await page.goto('/logout/console');
  await expect(page).toHaveURL(/\/login$/);
  expect(await signedIn(page)).toBe(false);
});

test('the unread notification count is loaded at start and polled every 30 minutes', async ({ page }) => {
  await page.clock.install();
  let counts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/notification/v1/notificationCount')) counts++;
  });
  await signIn(page);
  await openConsole(page);
  await expect.poll(() => counts).toBe(1);
  await page.mouse.move(5, 5);
  await page.clock.fastForward(29 * MINUTE);
  // A request the page makes now is seen after any poll the fast-forward started.
  const witness = page.waitForRequest((r) => r.url().endsWith('/after-29-minutes'));
  await page.evaluate(() => void fetch('/after-29-minutes'));
  await witness;
  expect(counts).toBe(1);
  await page.clock.fastForward(2 * MINUTE);
  await expect.poll(() => counts).toBe(2);
});
