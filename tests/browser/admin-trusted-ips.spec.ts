import { expect } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** These tests change the tenant's list and switch it on: a server of their own keeps that from other tests. */
// Several pages and a server of its own per worker: more than the default time on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PATH = '/admin/configuration/trusted-ip';

test('bad addresses get clear messages as they are typed', async ({ page }) => {
  await signIn(page);
  await page.goto(PATH);
  const form = page.getByRole('form', { name: 'Add an address or range' });
  const field = form.getByLabel('Address or CIDR range');
  await field.fill('300.1.1.1');
  await field.blur();
  await expect(form.getByText('300.1.1.1 is not a valid IPv4 address: each of the four parts is 0 to 255')).toBeVisible();
  await field.fill('10.0.0.0/33');
  await expect(form.getByText('The prefix length of an IPv4 range must be between 0 and 32')).toBeVisible();
  await field.fill('10.0.0.1/8');
  await expect(form.getByText('10.0.0.1/8 has host bits set: the range is 10.0.0.0/8')).toBeVisible();
  await field.fill('203.0.113.0/24');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText('203.0.113.0/24 is already in the trusted list (added by admin@acme.test)')).toBeVisible();
  await expect(field).toHaveValue('203.0.113.0/24');
});

test('admin adds ranges, cannot enable without their own address, enables, and cannot delete the entry they depend on', async ({ page }) => {
  await signIn(page);
  await page.goto(PATH);
  const table = page.getByRole('table', { name: 'Trusted IP addresses and ranges' });
  await expect(page.getByText('Not enforced.', { exact: true })).toBeVisible();
  await expect(page.getByText('(not in the list)')).toBeVisible();

  // Enabling now would lock the admin out: the server says so.
  await page.getByRole('button', { name: 'Enable the list' }).click();
  let dialog = page.getByRole('dialog', { name: 'Enforce the trusted IP list?' });
  await dialog.getByRole('button', { name: 'Enable the list' }).click();
  await expect(dialog.getByRole('alert')).toContainText('would lock you out: your current address 127.0.0.1 is not in the trusted list');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const form = page.getByRole('form', { name: 'Add an address or range' });
  await form.getByLabel('Address or CIDR range').fill('2001:DB8:1::/48');
  await form.getByLabel('Description').fill('Lab IPv6');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(table.getByRole('row', { name: /2001:db8:1::\/48/ })).toContainText('Lab IPv6');
  await expect(form.getByLabel('Address or CIDR range')).toHaveValue('');
  await form.getByLabel('Address or CIDR range').fill('127.0.0.0/8');
  await form.getByLabel('Description').fill('This machine');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(table.getByRole('row', { name: /127\.0\.0\.0\/8/ })).toContainText('admin@acme.test');
  await expect(page.getByText('(in the list)')).toBeVisible();

  await page.getByRole('button', { name: 'Enable the list' }).click();
  dialog = page.getByRole('dialog', { name: 'Enforce the trusted IP list?' });
  await dialog.getByRole('button', { name: 'Enable the list' }).click();
  await expect(page.getByText('Enforced.', { exact: true })).toBeVisible();
  // Still signed in and working from an address in the list.
  await page.reload();
  await expect(page.getByText('Enforced.', { exact: true })).toBeVisible();

  await table.getByRole('button', { name: 'Delete 127.0.0.0/8' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete 127.0.0.0/8 from the trusted list?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText('would lock you out');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await table.getByRole('button', { name: 'Delete 2001:db8:1::/48' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row', { name: /2001:db8:1::\/48/ })).toHaveCount(0);
});

test('the reviewer sees the list and its state but cannot change anything', async ({ page }) => {
  await signIn(page, { email: 'reviewer@acme.test' });
  await page.goto(PATH);
  await expect(page.getByText('Enforced.', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Trusted IP addresses and ranges' }).getByRole('row', { name: /203\.0\.113\.0\/24/ })).toContainText('Head office');
  await expect(page.getByText('Your role may look at this area but not change it.')).toBeVisible();
  await expect(page.getByLabel('Address or CIDR range')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Enable|Disable|Delete/ })).toHaveCount(0);
});

test('admin switches enforcement off again', async ({ page }) => {
  await signIn(page);
  await page.goto(PATH);
  await page.getByRole('button', { name: 'Disable the list' }).click();
  await expect(page.getByText('Not enforced.', { exact: true })).toBeVisible();
});
