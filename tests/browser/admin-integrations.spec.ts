import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** These tests add and delete integrations: a server of their own keeps that from other tests. */
// Several pages and a server of its own per worker: more than the default time on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PATH = '/admin/configuration/integrations';
const SECRET = 'browser-test-signing-secret';

/** A local receiver for the webhook test: every request it gets, and its address. */
let receiver: Server;
let receiverUrl: string;
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => { received.push({ path: req.url ?? '', headers: req.headers, body }); res.end('ok'); });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
test.afterAll(async () => { await new Promise((resolve) => receiver.close(resolve)); });

test('the webhook form checks as typed and the server asks for a missing Slack webhook URL', async ({ page }) => {
  await signIn(page);
  await page.goto(PATH);
  await page.getByLabel('Type').selectOption('webhook');
  await page.getByRole('button', { name: 'Add integration' }).click();
  const form = page.getByRole('form', { name: 'New Webhook integration' });
  const url = form.getByRole('textbox', { name: 'URL' });
  await url.fill('ftp://example.test/hook');
  await url.blur();
  await expect(form.getByText('Enter an http(s) URL')).toBeVisible();
  const secret = form.getByLabel('Signing secret', { exact: true });
  await secret.fill('short');
  await secret.blur();
  await expect(form.getByText('Use at least 16 characters')).toBeVisible();
  // Cancel drops what was typed, so it asks first.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(form).toHaveCount(0);

  await page.getByLabel('Type').selectOption('slack');
  await page.getByRole('button', { name: 'Add integration' }).click();
  const slack = page.getByRole('form', { name: 'New Slack integration' });
  await slack.getByRole('textbox', { name: 'Name' }).fill('Slack SOC');
  await slack.getByRole('textbox', { name: 'Channel' }).fill('#soc');
  await slack.getByRole('button', { name: 'Create' }).click();
  await expect(slack.getByText('This field is required')).toBeVisible();
  await expect(slack.getByRole('textbox', { name: 'Channel' })).toHaveValue('#soc');
});

test('admin adds a signed webhook, test-sends to a local receiver, disables and deletes it', async ({ page }) => {
  await signIn(page);
  await page.goto(PATH);
  await page.getByLabel('Type').selectOption('webhook');
  await page.getByRole('button', { name: 'Add integration' }).click();
  const form = page.getByRole('form', { name: 'New Webhook integration' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Local receiver');
  await form.getByRole('textbox', { name: 'URL' }).fill(`${receiverUrl}/palisade`);
  await form.getByLabel('Signing secret', { exact: true }).fill(SECRET);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Integration Local receiver created' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Integrations' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Local receiver' }) });
  await expect(row).toContainText('Signing secret set');
  await expect(row).not.toContainText(SECRET);

  await page.getByRole('button', { name: 'Send a test message through Local receiver' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Test of Local receiver delivered: 127\.0\.0\.1:\d+ answered 200/ })).toBeVisible();
  await expect(row).toContainText('Delivered');
  expect(received).toHaveLength(1);
  expect(received[0]!.path).toBe('/palisade');
  expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'palisade.test', integration: 'Local receiver', sentBy: 'admin@acme.test' });
  expect(received[0]!.headers['x-palisade-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(received[0]!.body).digest('hex')}`);

  await page.getByRole('button', { name: 'Edit Local receiver' }).click();
  const edit = page.getByRole('form', { name: 'Edit Local receiver' });
  await expect(edit.getByLabel('Signing secret', { exact: true })).toHaveValue('');
  await expect(edit.getByText('A value is saved. Leave empty to keep it, or type a new one to replace it.')).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Disable Local receiver' }).click();
  await expect(row.getByRole('cell', { name: 'Disabled' })).toBeVisible();
  await page.getByRole('button', { name: 'Enable Local receiver' }).click();
  await expect(row.getByRole('cell', { name: 'Enabled' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Local receiver' }).click();
  await page.getByRole('dialog', { name: 'Delete Local receiver?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('rowheader', { name: 'Local receiver' })).toHaveCount(0);
});

test('the reviewer sees the integrations but no actions', async ({ page }) => {
  await signIn(page, { email: 'reviewer@acme.test' });
  await page.goto(PATH);
  const table = page.getByRole('table', { name: 'Integrations' });
  await expect(table.getByRole('rowheader', { name: 'Security team mail' })).toBeVisible();
  await expect(table).toContainText('Webhook URL set');
  await expect(page.getByText('Your role may look at this area but not change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a test|^Edit |^Delete |Add integration/ })).toHaveCount(0);
});
