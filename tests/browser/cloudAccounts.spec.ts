import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { accountRow, accountsTable, CLOUD_ACCOUNTS_PATH, openWizard } from './support/cloudAccountsPage';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

/** Onboarding adds and removes accounts: a server of its own. Acme has the new_cloud_accounts flag on (the wizard). */
const test = privateServerTest();
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test('onboards an AWS account through an IAM role: the external id and template, a refusal explained, then connected and scanned', async ({ page }) => {
  await signIn(page);
  await openWizard(page);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  // A wrong account id is named before anything is sent.
  await page.getByLabel('Account name').fill('Sandbox');
  await page.getByLabel('Account ID').fill('1234');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Account ID must be the 12 digits of the AWS account')).toBeVisible();

  // Sandbox has no read-only role: the test is refused, and the wizard says what to do.
  await page.getByLabel('Account ID').fill('123412341234');
  await page.getByRole('button', { name: 'Next' }).click();
  const externalId = page.getByTestId('external-id');
  await expect(externalId).toHaveText(/^palisade-[0-9a-f]{32}$/);
  await page.getByRole('button', { name: 'Test connection' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The connection test failed on: IAM role' });
  await expect(refusal).toContainText('Deploy the CloudFormation template in this account');
  await expect(refusal).toContainText('The cloud answered AccessDenied');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Remove and start over' }).click();

  await page.getByLabel('Account name').fill('Production');
  await page.getByLabel('Account ID').fill('444455556666');
  await page.getByRole('button', { name: 'Next' }).click();
  const id = (await externalId.textContent())!;
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the CloudFormation template' }).click()]);
  expect(await readFile((await download.path())!, 'utf8')).toContain(`sts:ExternalId: ${id}`);
  await page.getByRole('button', { name: 'Test connection' }).click();

  // A member account cannot list its organization: explained, and the step can be skipped.
  await page.getByRole('button', { name: 'Find member accounts' }).click();
  await expect(page.getByRole('alert')).toContainText('only the organization\'s management account can');
  await page.getByRole('button', { name: 'Skip' }).click();

  await page.getByRole('button', { name: 'Scan now' }).click();
  await expect(page.getByRole('progressbar', { name: 'Scan of Production' })).toBeVisible();
  await expect(page.getByText('Scan finished.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Back to cloud accounts' }).click();
  const production = accountRow(page, 'Production');
  await expect(production.getByRole('cell').nth(5)).toHaveText('Connected');
  await expect(production.getByRole('cell').nth(8)).toHaveText('24');
  await expect(accountRow(page, 'Sandbox')).toHaveCount(0);
});

test('discovers the organization\'s member accounts from its management account and onboards the chosen one', async ({ page }) => {
  await signIn(page);
  await openWizard(page);
  await page.getByLabel('Sign in with').selectOption('keys');
  await page.getByLabel('Account name').fill('Management');
  await page.getByLabel('Account ID').fill('111122223333');
  await page.getByLabel('Access key ID').fill('AKIAPALISADEDEMO0001');
  await page.getByLabel('Secret access key').fill('demoSecretKey/Palisade+0001EXAMPLEKEY');
  await page.getByLabel('Group (optional)').fill('Core');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByRole('button', { name: 'Find member accounts' }).click();
  const members = page.getByRole('group', { name: 'Member accounts' });
  await expect(members.getByRole('checkbox', { name: 'Production (444455556666), already connected' })).toBeDisabled();
  await members.getByRole('checkbox', { name: 'Staging (777788889999)' }).check();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Connect 1 account' }).click();
  await expect(page.getByText('Scan the 2 accounts now')).toBeVisible();
  await page.getByRole('button', { name: 'Back to cloud accounts' }).click();
  await expect(accountRow(page, 'Staging').getByRole('cell').nth(4)).toHaveText('Core');
  await expect(accountRow(page, 'Staging').getByRole('cell').nth(5)).toHaveText('Pending');
});

test('a scan from the list shows its progress, then the assets count moves; filters live in the URL', async ({ page }) => {
  await signIn(page);
  await page.goto(`${CLOUD_ACCOUNTS_PATH}?group=Core`);
  await expect(accountRow(page, 'Staging')).toBeVisible();
  await expect(accountRow(page, 'Production')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove filter Group: Core' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  const staging = accountRow(page, 'Staging');
  await expect(staging.getByRole('cell').nth(8)).toHaveText('0');
  await staging.getByRole('button', { name: 'Scan Staging now' }).click();
  await expect(staging.getByRole('progressbar', { name: 'Scan of Staging' })).toBeVisible();
  await expect(staging.getByRole('cell').nth(8)).toHaveText('24', { timeout: 30_000 });
  await expect(staging.getByRole('cell').nth(5)).toHaveText('Connected');
});

test('groups: make one, move an account into it, rename it', async ({ page }) => {
  await signIn(page);
  await page.goto(CLOUD_ACCOUNTS_PATH);
  await page.getByText(/^Account groups/).click();
  await page.getByRole('textbox', { name: 'New group name' }).fill('Payments');
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByRole('list', { name: 'Account groups' })).toContainText('Payments');
  await accountRow(page, 'Production').getByRole('checkbox').check();
  await page.getByLabel('Move to group').selectOption('Payments');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(accountRow(page, 'Production').getByRole('cell').nth(4)).toHaveText('Payments');
  await page.getByRole('button', { name: 'Rename group Payments' }).click();
  await page.getByRole('textbox', { name: 'New name for Payments' }).fill('Payments EU');
  await page.getByRole('form', { name: 'New name for Payments' }).getByRole('button', { name: 'Rename' }).click();
  await expect(accountRow(page, 'Production').getByRole('cell').nth(4)).toHaveText('Payments EU');
});

test('disconnect says what purging removes, then the account and its assets are gone', async ({ page }) => {
  await signIn(page);
  await page.goto(CLOUD_ACCOUNTS_PATH);
  await accountRow(page, 'Production').getByRole('button', { name: 'Disconnect Production' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Production?' });
  await expect(dialog).toContainText('Kept: 24 assets, 18 alerts, 3 identities and');
  await dialog.getByRole('radio', { name: 'Purge its data' }).check();
  await expect(dialog).toContainText('Removed for good: 24 assets, 18 alerts, 3 identities and');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Disconnect and purge data' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountRow(page, 'Production')).toHaveCount(0);
});
