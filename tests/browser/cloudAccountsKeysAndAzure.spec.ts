import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { accountRow, accountsTable, CLOUD_ACCOUNTS_PATH, openWizard } from './support/cloudAccountsPage';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

/** Onboarding through the wizard with AWS access keys and with an Azure subscription: a server of its own (accounts are added). */
const test = privateServerTest();
// axe is injected as a script, which the console's Trusted Types policy refuses otherwise.
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test('onboards an AWS account with access keys and a ZS tag: a wrong tag and a wrong secret explained, then connected and scanned', async ({ page }) => {
  await signIn(page);
  await openWizard(page);
  await page.getByLabel('Sign in with').selectOption('keys');
  await page.getByLabel('Account name').fill('Management');
  await page.getByLabel('Account ID').fill('111122223333');
  await page.getByLabel('Access key ID').fill('AKIAPALISADEDEMO0001');
  await page.getByLabel('Secret access key').fill('not-the-secret');
  await page.getByLabel('ZS tag (optional)').fill('payments;prod');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('ZS tag may hold only letters, digits, spaces and _ . : / = + - @')).toBeVisible();
  await page.getByLabel('ZS tag (optional)').fill('payments:prod');
  await page.getByRole('button', { name: 'Next' }).click();

  // The wrong secret is refused on its field, with what to do.
  const details = page.getByRole('definition').filter({ hasText: 'payments:prod' });
  await expect(details).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The connection test failed on: Secret access key' });
  await expect(refusal).toContainText('The secret access key does not match the access key ID');
  await expect(refusal).toContainText('The cloud answered SignatureDoesNotMatch');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Remove and start over' }).click();

  await page.getByLabel('Sign in with').selectOption('keys');
  await page.getByLabel('Account name').fill('Management');
  await page.getByLabel('Account ID').fill('111122223333');
  await page.getByLabel('Access key ID').fill('AKIAPALISADEDEMO0001');
  await page.getByLabel('Secret access key').fill('demoSecretKey/Palisade+0001EXAMPLEKEY');
  await page.getByLabel('ZS tag (optional)').fill('payments:prod');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Test connection' }).click();
  // Connected: on to the Organizations step.
  await expect(page.getByRole('heading', { name: 'AWS Organizations' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Scan now' }).click();
  await expect(page.getByRole('progressbar', { name: 'Scan of Management' })).toBeVisible();
  await expect(page.getByText('Scan finished.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Back to cloud accounts' }).click();

  const management = accountRow(page, 'Management');
  await expect(management.getByRole('cell').nth(5)).toHaveText('Connected');
  await expect(management.getByRole('cell').nth(8)).toHaveText('24');
  await expect(management.getByRole('cell').nth(10)).toHaveText('payments:prod');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Its assets are in Cloud assets, filtered by the account.
  const accountId = await management.getAttribute('data-account-id');
  await page.goto(`/admin/cloud-posture/cloud-assets?account=${accountId}`);
  await expect(page.locator('.pl-inventory__summary')).toHaveText(/ of 24$/);
  await expect(page.getByRole('table', { name: 'Assets' }).locator('tbody tr[data-asset-id]').first()).toContainText('Management');
});

test('onboards an Azure subscription: a wrong client secret and a subscription without the Reader role explained, then connected and scanned', async ({ page }) => {
  await signIn(page);
  await openWizard(page);
  const fill = async (name: string, subscriptionId: string, clientSecret: string) => {
    await page.getByLabel('Cloud', { exact: true }).selectOption('azure');
    await page.getByLabel('Account name').fill(name);
    await page.getByLabel('Subscription ID').fill(subscriptionId);
    await page.getByLabel('Tenant ID').fill('8f3c5a1e-2b4d-4c6e-9a0b-1c2d3e4f5a6b');
    await page.getByLabel('Application ID').fill('c0ffee00-0000-4000-8000-00000000a001');
    await page.getByLabel('Client ID').fill('c0ffee00-0000-4000-8000-00000000a001');
    await page.getByLabel('Client secret').fill(clientSecret);
    await page.getByRole('button', { name: 'Next' }).click();
  };
  // A subscription id that is no GUID is named before anything is sent.
  await fill('Contoso Production', '3f2504e0', 'wrong-secret');
  await expect(page.getByText('Subscription ID must be a GUID like 3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByLabel('Subscription ID').fill('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Test connection' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The connection test failed on: Client secret' });
  await expect(refusal).toContainText('Azure refused the client secret');
  await expect(refusal).toContainText('The cloud answered invalid_client');
  await page.getByRole('button', { name: 'Remove and start over' }).click();

  // The app signs in, but has no role on Contoso Finance.
  await fill('Contoso Finance', '3f2504e0-4f89-41d3-9a0c-0305e82c3302', 'demo~AzureSecret.Palisade-0001');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The connection test failed on: Permissions' }))
    .toContainText('Give it the Reader role on the subscription');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Remove and start over' }).click();

  await fill('Contoso Production', '3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'demo~AzureSecret.Palisade-0001');
  await page.getByRole('button', { name: 'Test connection' }).click();
  // Azure has no Organizations step: straight to the first scan.
  await expect(page.getByRole('heading', { name: 'First scan' })).toBeVisible();
  await page.getByRole('button', { name: 'Scan now' }).click();
  await expect(page.getByText('Scan finished.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Back to cloud accounts' }).click();
  const contoso = accountRow(page, 'Contoso Production');
  await expect(contoso.getByRole('cell').nth(1)).toHaveText('Azure');
  await expect(contoso.getByRole('cell').nth(5)).toHaveText('Connected');
  await expect(contoso.getByRole('cell').nth(8)).toHaveText('24');
  await expect(accountRow(page, 'Contoso Finance')).toHaveCount(0);
});
