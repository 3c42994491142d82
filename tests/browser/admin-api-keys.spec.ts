import { expect, request as apiRequest } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** These tests create and revoke keys: a server of their own keeps other tests' data as seeded. */
// Several pages and a server of its own per worker: more than the default time on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PATH = '/admin/configuration/api-keys';

/** Calls the API directly with the key, as a program would (no browser session). */
async function searchWithKey(baseURL: string, key: string) {
  const client = await apiRequest.newContext({ baseURL });
  try {
    const res = await client.post('/api/alerts/v1/search', { headers: { 'X-API-Key': key }, data: { pageSize: 1 } });
    return { status: res.status(), body: await res.json() };
  } finally {
    await client.dispose();
  }
}

test('admin creates a key, sees it once, uses it against the API, then revokes it', async ({ page, baseURL }) => {
  await signIn(page);
  await page.goto(PATH);
  const table = page.getByRole('table', { name: 'API keys' });
  await expect(table.getByRole('row', { name: /Legacy reporting script/ })).toContainText('Revoked');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByRole('form', { name: 'Create API key' });
  await form.getByLabel('Name').fill('Browser test export');
  await form.getByLabel('Role').selectOption({ label: 'Read-only viewer' });
  await form.getByLabel('Expires in (days)').fill('30');
  await form.getByRole('button', { name: 'Create key' }).click();

  await expect(page.getByText('Copy this key now. You will not see it again')).toBeVisible();
  const key = await page.getByLabel('Your new API key').inputValue();
  expect(key).toMatch(/^pal_[0-9a-f]{12}\.[\w-]{43}$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const row = table.getByRole('row', { name: /Browser test export/ });
  await expect(row).toContainText(key.split('.')[0]!);
  await expect(row).toContainText('Read-only viewer');
  await expect(row).toContainText('admin@acme.test');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');

  const used = await searchWithKey(baseURL!, key);
  expect(used.status).toBe(200);
  expect(used.body.total).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByLabel('Your new API key')).toHaveCount(0);
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Never');
  expect(await page.locator('body').textContent()).not.toContain(key.split('.')[1]);

  await row.getByRole('button', { name: 'Revoke API key Browser test export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke API key "Browser test export"?' });
  await expect(dialog).toContainText(key.split('.')[0]!);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

  const refused = await searchWithKey(baseURL!, key);
  expect(refused.status).toBe(401);
  expect(refused.body.error.message).toBe('Invalid API Key');
});

test('the create form checks fields as typed, keeps them on a refusal, and warns before leaving', async ({ page }) => {
  await signIn(page);
  await page.goto(PATH);
  await page.getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByRole('form', { name: 'Create API key' });
  const days = form.getByLabel('Expires in (days)');
  await days.fill('400');
  await days.blur();
  await expect(form.getByText('Invalid Range. The number should be between 1 and 365')).toBeVisible();
  await days.fill('abc');
  await expect(form.getByText('Enter a number.')).toBeVisible();
  await days.fill('10');
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(2);

  // A name taken by an active key: the server's message lands on the field, nothing typed is lost.
  await form.getByLabel('Name').fill('CI pipeline scanner');
  await form.getByLabel('Role').selectOption({ label: 'Administrator' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('An active API key named "CI pipeline scanner" already exists (created by admin@acme.test)')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('CI pipeline scanner');
  await expect(days).toHaveValue('10');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
});

test('the reviewer sees the keys but no create or revoke controls', async ({ page }) => {
  await signIn(page, { email: 'reviewer@acme.test' });
  await page.goto(PATH);
  const table = page.getByRole('table', { name: 'API keys' });
  await expect(table.getByRole('row', { name: /CI pipeline scanner/ })).toContainText('Active');
  await expect(page.getByText('Your role may look at this area but not change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
});
