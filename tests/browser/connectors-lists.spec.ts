import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/signIn';

// axe is injected as a script, which the console's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr[data-row-id]');
const firstCells = (list: Locator) => list.locator('td:first-child');
/** The names in the list, without the pending badge. */
async function names(list: Locator) {
  return (await firstCells(list).allInnerTexts()).map((n) => n.trim());
}
async function pick(page: Page, filter: string, value: string) {
  await page.getByRole('button', { name: new RegExp(`^${filter} `) }).click();
  // The box shows the view in the URL, so it turns checked once the page has taken the new URL, not at the click itself
  // (which Playwright's check() demands).
  const box = page.getByRole('group', { name: filter }).getByRole('checkbox', { name: value, exact: true });
  await box.click();
  await expect(box).toBeChecked();
  await page.keyboard.press('Escape');
}
async function csv(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  return { name: download.suggestedFilename(), lines: (await readFile((await download.path())!, 'utf8')).trim().split('\r\n') };
}

test('Cloud Connectors: sorted by a header, filtered by a chip, kept over a reload, exported as shown, one tab of four', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/connectors/connectors');
  await expect(page.getByRole('tab', { name: 'Cloud Connectors' })).toHaveAttribute('aria-selected', 'true');
  const list = rows(page, 'Cloud Connectors');
  await expect.poll(() => names(list)).toEqual(['cc-euw1-a', 'cc-euw1-b', 'cc-use1-a', 'cc-use1-b', 'cc-weu-a']);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: 'Last seen', exact: true }).click();
  await expect.poll(() => names(list)).toEqual(['cc-euw1-a', 'cc-use1-a', 'cc-use1-b', 'cc-weu-a', 'cc-euw1-b']);
  await pick(page, 'Status', 'Active');
  await expect(page.getByRole('button', { name: 'Remove filter Status: Active' })).toBeVisible();
  await expect.poll(() => names(list)).toEqual(['cc-euw1-a', 'cc-use1-a', 'cc-use1-b', 'cc-weu-a']);
  await expect(page).toHaveURL(/status=Active/);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove filter Status: Active' })).toBeVisible();
  await expect.poll(() => names(list)).toEqual(['cc-euw1-a', 'cc-use1-a', 'cc-use1-b', 'cc-weu-a']);
  await expect(page.getByRole('columnheader', { name: 'Last seen' })).toHaveAttribute('aria-sort', 'descending');

  const file = await csv(page);
  expect(file.name).toMatch(/^cloud-connectors-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.lines.map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['ID,Name', 'cc_euw1_a,cc-euw1-a', 'cc_use1_a,cc-use1-a', 'cc_use1_b,cc-use1-b', 'cc_weu_a,cc-weu-a']);

  await page.getByRole('button', { name: 'Remove filter Status: Active' }).click();
  await expect.poll(() => names(list)).toHaveLength(5);
  await page.getByRole('tab', { name: 'Branch Connectors' }).click();
  await expect(page).toHaveURL(/tab=branch-connectors/);
  await expect.poll(() => names(rows(page, 'Branch Connectors'))).toEqual(['bc-hq-1', 'bc-hq-2', 'bc-lon-1']);
  await pick(page, 'Group', 'London branch');
  await expect.poll(() => names(rows(page, 'Branch Connectors'))).toEqual(['bc-lon-1']);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('provisioning templates: filtered by type, sorted by VM size, kept over a reload and exported', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/connectors/provisioning-templates');
  const list = rows(page, 'Provisioning templates');
  await expect.poll(() => names(list)).toEqual(['AWS us-east-1 standard', 'HQ branch appliance']);
  await page.getByRole('button', { name: 'VM size', exact: true }).click();
  await expect.poll(() => names(list)).toEqual(['AWS us-east-1 standard', 'HQ branch appliance']);
  await page.getByRole('button', { name: 'VM size', exact: true }).click();
  await expect.poll(() => names(list)).toEqual(['HQ branch appliance', 'AWS us-east-1 standard']);
  await pick(page, 'Type', 'Branch');
  await expect(page.getByRole('button', { name: 'Remove filter Type: Branch' })).toBeVisible();
  await expect.poll(() => names(list)).toEqual(['HQ branch appliance']);
  await page.reload();
  await expect.poll(() => names(list)).toEqual(['HQ branch appliance']);
  const file = await csv(page);
  expect(file.lines).toEqual([
    'ID,Name,Type,Cloud provider,Location creation,VM size,Hypervisor,Management IP,Service IP,Description',
    'cpt_branch_hq,HQ branch appliance,branch,AWS,existing,medium,vmware,manual,manual,',
  ]);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('location templates: searched by name, sorted by prefix, kept over a reload and exported', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/connectors/location-templates');
  const list = rows(page, 'Location templates');
  await expect.poll(() => names(list)).toEqual(['Branch default', 'Cloud workloads']);
  await page.getByRole('button', { name: 'Prefix', exact: true }).click();
  await expect.poll(() => names(list)).toEqual(['Cloud workloads', 'Branch default']);
  await pick(page, 'Bandwidth control', 'Off');
  await expect(page.getByRole('button', { name: 'Remove filter Bandwidth control: Off' })).toBeVisible();
  await expect.poll(() => names(list)).toEqual(['Cloud workloads']);
  await page.getByRole('button', { name: 'Remove filter Bandwidth control: Off' }).click();
  await page.getByRole('searchbox', { name: 'Name' }).fill('branch');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove filter Name: branch' })).toBeVisible();
  await expect.poll(() => names(list)).toEqual(['Branch default']);
  await page.reload();
  await expect.poll(() => names(list)).toEqual(['Branch default']);
  await expect(page.getByRole('searchbox', { name: 'Name' })).toHaveValue('branch');
  const file = await csv(page);
  expect(file.lines).toEqual([
    'ID,Name,Prefix,SSL inspection,Firewall control,Bandwidth control,Download (Mbps),Upload (Mbps),IPS control,AUP,AUP frequency (days)',
    'clt_branch,Branch default,BR,Yes,Yes,Yes,200,50,Yes,Yes,30',
  ]);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('gateways and provider accounts: filtered by type, kept over a reload, exported without a secret', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/connectors/gateways');
  const gateways = rows(page, 'Gateways');
  await expect.poll(() => names(gateways)).toEqual(['Log and Control', 'ZIA default']);
  await page.getByRole('button', { name: 'Primary proxy', exact: true }).click();
  await expect.poll(() => names(gateways)).toEqual(['ZIA default', 'Log and Control']);
  await pick(page, 'Type', 'ZIA');
  await expect.poll(() => names(gateways)).toEqual(['ZIA default']);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove filter Type: ZIA' })).toBeVisible();
  await expect.poll(() => names(gateways)).toEqual(['ZIA default']);
  expect((await csv(page)).lines).toEqual([
    'ID,Name,Type,Primary proxy,Secondary proxy,Fail close', 'cgw_zia,ZIA default,zia,zia-primary.acme.test,zia-secondary.acme.test,Yes',
  ]);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.goto('/admin/connectors/cloud-accounts?provider=Azure');
  await expect(page.getByRole('button', { name: 'Remove filter Cloud: Azure' })).toBeVisible();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove filter Cloud: Azure' }).click();
  await expect.poll(() => names(rows(page, 'Cloud provider accounts'))).toEqual(['Acme production']);
  expect((await csv(page)).lines).toEqual(['ID,Name,Provider,Account ID', 'cpa_aws_prod,Acme production,AWS,123456789012']);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
