import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
test.use({ bypassCSP: true });

const table = (page: Page) => page.getByRole('table', { name: 'Cloud alerts' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-alert-id]');

/** The API's view of a filtered set, through the page's own BFF session. */
async function apiSearch(page: Page, body: Record<string, unknown>) {
  const { csrfToken } = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const res = await page.request.post('/bff/api/alerts/v1/search', { headers: { 'X-CSRF-Token': csrfToken }, data: body });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { total: number; items: { id: string; status: string; statusDescription: string }[] };
}

test('a link reproduces a filtered, sorted view', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?severity=Critical&cloud=azure&sort=age&dir=asc&pageSize=25');
  await expect(bodyRows(page).first()).toBeVisible();
  const count = await bodyRows(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(25);
  for (const text of await bodyRows(page).locator('td:nth-child(3)').allTextContents()) expect(text).toBe('Critical');
  for (const text of await bodyRows(page).locator('td:nth-child(6)').allTextContents()) expect(text).toBe('Azure');
  await expect(page.getByRole('checkbox', { name: 'Critical' })).toBeChecked();
  await expect(page.getByRole('columnheader', { name: /Age/ })).toHaveAttribute('aria-sort', 'ascending');
  const { total } = await apiSearch(page, { severity: ['Critical'], cloud: ['azure'] });
  await expect(page.getByText(new RegExp(`of ${total.toLocaleString('en-US')}$`))).toBeVisible();
  // Changing a filter writes the URL, so the address reproduces the new view.
  await page.getByRole('checkbox', { name: 'High' }).click();
  await expect(page).toHaveURL(/severity=Critical(%2C|,)High/);
  await expect(page.getByRole('checkbox', { name: 'High' })).toBeChecked();
});

test('an analyst resolves a selection of alerts', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?policy=ZS-AZ-KV-006&status=Open&sort=id&dir=asc');
  await expect(bodyRows(page).first()).toBeVisible();
  const ids = (await bodyRows(page).evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getAttribute('data-alert-id')!)));
  for (const id of ids) await page.getByRole('checkbox', { name: `Select alert ${id}` }).check();
  await page.getByRole('group', { name: 'Actions on 2 selected alerts' }).getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('2 alerts resolved')).toBeVisible();
  // The list only holds open alerts: the resolved ones leave it.
  for (const id of ids) await expect(table(page).locator(`tr[data-alert-id="${id}"]`)).toHaveCount(0);
  const after = await apiSearch(page, { ids });
  expect(after.items.map((a) => a.status)).toEqual(['Resolved', 'Resolved']);
});

test('an analyst ignores an alert with a reason, which shows in its detail', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?policy=ZS-AWS-CT-002&status=Open&sort=id&dir=desc');
  await expect(bodyRows(page).first()).toBeVisible();
  const id = (await bodyRows(page).first().getAttribute('data-alert-id'))!;
  await page.getByRole('checkbox', { name: `Select alert ${id}` }).check();
  await page.getByRole('button', { name: 'Ignore', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ignore 1 alert' });
  await expect(dialog.getByRole('button', { name: 'Ignore' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Logging is centralised in the audit account');
  await expect(dialog.getByRole('checkbox', { name: /ignore rule/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ignore' }).click();
  await expect(page.getByText('1 alert ignored')).toBeVisible();
  await page.goto(`/admin/alerts?ids=${id}&alert=${id}`);
  const detail = page.getByRole('dialog', { name: `Alert ${id}` });
  await expect(detail.getByText('Ignored (Logging is centralised in the audit account)')).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Status history' })).toContainText('Open → Ignored');
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: string) => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
    return (await axe.run('[role="dialog"]')).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
  expect(violations).toEqual([]);
});

test('the read-only viewer sees alerts but cannot act on them', async ({ page }) => {
  await signIn(page, { email: 'viewer@acme.test' });
  await page.goto('/admin/alerts?status=Open');
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ignore', exact: true })).toHaveCount(0);
  const id = (await bodyRows(page).first().getAttribute('data-alert-id'))!;
  const { csrfToken } = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const res = await page.request.post('/bff/api/alerts/v1/alerts/actions', { headers: { 'X-CSRF-Token': csrfToken }, data: { ids: [id], action: 'resolve' } });
  expect(res.status()).toBe(403);
});

test('export downloads exactly the filtered rows as CSV', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?severity=High&region=eu-west-1&sort=lastSeen');
  await expect(bodyRows(page).first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cloud-alerts-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  const { total, items } = await apiSearch(page, { severity: ['High'], region: ['eu-west-1'], sort: 'lastSeen', pageSize: 200 });
  expect(lines).toHaveLength(total + 1);
  expect(lines[0]).toContain('Alert ID,Severity,Status');
  expect(lines.slice(1, 1 + items.length).map((l) => l.split(',')[0])).toEqual(items.map((a) => a.id));
  for (const line of lines.slice(1)) expect(line).toContain(',High,');
});

test('the IaC tab lists repository, branch, commit and file, and the detail steps to the next alert', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?severity=Critical');
  await expect(bodyRows(page).first()).toBeVisible();
  // Arrow keys move between the tabs; the other tab starts from its own defaults.
  await page.getByRole('tab', { name: 'Cloud Alerts' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'IaC Alerts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=iac/);
  await expect(page).not.toHaveURL(/severity=/);
  const iac = page.getByRole('table', { name: 'IaC alerts' });
  await expect(iac.getByRole('columnheader', { name: /Repository/ })).toBeVisible();
  const first = iac.locator('tbody tr[data-alert-id]').first();
  await expect(first).toHaveAttribute('data-alert-id', /^ZS-IAC-\d+$/);
  const ids = await iac.locator('tbody tr[data-alert-id]').evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getAttribute('data-alert-id')!));
  await page.getByRole('button', { name: ids[0]!, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Alert ${ids[0]}` });
  await expect(dialog.getByRole('region', { name: 'Affected resource' })).toContainText('repository');
  await dialog.getByRole('button', { name: 'Next alert' }).click();
  await expect(page.getByRole('dialog', { name: `Alert ${ids[1]}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`alert=${ids[1]}`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/alert=/);
});
