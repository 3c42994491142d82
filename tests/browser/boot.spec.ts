import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('boots into the shell with the system notifications plugin mounted', async ({ page }) => {
  await page.goto('/admin/system-notification');

  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toHaveAttribute('href', '/admin/system-notification');
  await expect(page.getByRole('heading', { level: 1, name: 'System notifications' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notifications' }).or(page.getByText("You're all caught up"))).toBeVisible();
});

test('navigates from one plugin to another and back through the header', async ({ page }) => {
  await page.goto('/admin/system-notification');
  await expect(page.getByRole('heading', { level: 1, name: 'System notifications' })).toBeVisible();

  // On a wide window the profile menu and the bell are where these pages open.
  await page.getByRole('button', { name: 'Ada Admin' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText('admin@acme.test')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'System notifications' })).toHaveCount(0);

  await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page).toHaveURL(/\/admin\/system-notification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System notifications' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toHaveCount(0);
});

test('marks a system notification as read, and it stays read after a reload', async ({ page }) => {
  await page.goto('/admin/system-notification');
  const unreadItem = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Mark as read / }) }).first();
  await expect(unreadItem).toBeVisible();
  const title = (await unreadItem.getByRole('heading').textContent()) ?? '';
  const item = page.getByRole('listitem', { name: title, exact: true });

  await item.getByRole('button', { name: `Mark as read ${title}` }).click();

  await expect(item.getByText('Read', { exact: true })).toBeVisible();
  await expect(item.getByRole('button')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('listitem', { name: title, exact: true }).getByText('Read', { exact: true })).toBeVisible();
});
