import { expect, type Page } from '@playwright/test';

/** The cloud accounts page, its list and its onboarding wizard, as the cloud-account specs use them. */
export const CLOUD_ACCOUNTS_PATH = '/admin/configuration/cloud-accounts';

export const accountsTable = (page: Page) => page.getByRole('table', { name: 'Cloud accounts' });

/** The list's row whose name cell is exactly `name`. */
export const accountRow = (page: Page, name: string) =>
  accountsTable(page).locator('tbody tr').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Opens the page and its wizard, and waits for the wizard's steps. */
export async function openWizard(page: Page): Promise<void> {
  await page.goto(CLOUD_ACCOUNTS_PATH);
  await page.getByRole('button', { name: 'Connect a cloud account' }).click();
  await expect(page.getByRole('list', { name: 'Steps' })).toBeVisible();
}
