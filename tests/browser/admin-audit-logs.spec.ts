import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { seriousViolations } from './support/axe';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** These tests change data (an alert is resolved): they get a server of their own. */
// Several pages and a server of its own per worker: more than the default time on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ bypassCSP: true });

const PAGE = '/admin/configuration/audit-logs';
const entries = (page: Page) => page.getByRole('table', { name: 'Audit log entries' });
/** The alert the admin resolves in the first test, found again by the others. */
let resolved = '';

test('the admin resolves an alert, finds it in the audit log by filtering, reads before and after, and exports it', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?status=Open&sort=id&dir=asc');
  const first = page.getByRole('table', { name: 'Cloud alerts' }).locator('tbody tr[data-alert-id]').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  resolved = (await first.getAttribute('data-alert-id'))!;
  await page.getByRole('checkbox', { name: `Select alert ${resolved}` }).check();
  await page.getByRole('group', { name: 'Actions on 1 selected alerts' }).getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('1 alert resolved')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Administration' }).click();
  await nav.getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('navigation', { name: 'Administration areas' }).getByRole('link', { name: /Audit logs/ }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(entries(page)).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByRole('combobox', { name: 'Action' }).selectOption('alert.resolve');
  await filters.getByRole('combobox', { name: 'User' }).selectOption({ label: 'Ada Admin (admin@acme.test)' });
  await filters.getByRole('searchbox', { name: 'Search' }).fill(resolved);
  await filters.getByRole('checkbox', { name: 'Limit to a time range' }).check();
  await filters.getByRole('combobox', { name: 'Time range' }).selectOption('last-1-hour');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  // The filters are in the URL, so the address reproduces this view.
  await expect(page).toHaveURL(/action=alert\.resolve/);
  await expect(page).toHaveURL(/user=usr_acme_admin/);
  await expect(page).toHaveURL(/range=last-1-hour/);
  await expect(page.getByRole('status').filter({ hasText: 'Entries 1–1 of 1' })).toBeVisible();
  const row = entries(page).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ada Admin');
  await expect(row).toContainText('admin@acme.test');
  await expect(row).toContainText('UI');

  await row.getByRole('button', { name: `View alert.resolve on ${resolved}` }).click();
  const dialog = page.getByRole('dialog', { name: 'alert.resolve' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/entry=aud_/);
  const status = dialog.getByRole('table', { name: 'Before and after' }).getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'status (changed)', exact: true }) });
  await expect(status.getByRole('cell')).toHaveText(['Open', 'Resolved']);
  await expect(dialog.getByText('Ada Admin · admin@acme.test')).toBeVisible();
  // A link with the entry opens it again for whoever follows it.
  const link = page.url();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto(link);
  await expect(page.getByRole('dialog', { name: 'alert.resolve' })).toBeVisible();
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Time,Tenant,User,Email,Interface,Action,Target,Before,After');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,Acme,Ada Admin,admin@acme.test,UI,alert.resolve,${resolved},`);
  expect(lines[1]).toContain('""status"":""Resolved""');
});

test('the page size is checked as typed, with the range message; pages follow it', async ({ page }) => {
  await signIn(page);
  // Ten more changes, made through the API, so there is more than one page of ten.
  const { csrfToken } = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const search = await page.request.post('/bff/api/alerts/v1/search', { headers: { 'X-CSRF-Token': csrfToken }, data: { status: ['Open'], pageSize: 10 } });
  const ids = ((await search.json()) as { items: { id: string }[] }).items.map((a) => a.id);
  const acted = await page.request.post('/bff/api/alerts/v1/alerts/actions', { headers: { 'X-CSRF-Token': csrfToken }, data: { ids, action: 'resolve' } });
  expect(((await acted.json()) as { succeeded: number }).succeeded).toBe(10);
  await page.goto(PAGE);
  const size = page.getByRole('textbox', { name: 'Rows per page' });
  await size.fill('5');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('Invalid Range. The number should be between 10 and 200')).toBeVisible();
  await size.fill('x');
  await expect(page.getByText('Enter a number.')).toBeVisible();
  await size.fill('10');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/pageSize=10/);
  await expect(entries(page).locator('tbody tr')).toHaveCount(10);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('status').filter({ hasText: /^Entries 11–/ })).toBeVisible();
});

test('the reviewer can read the log, including the admin’s change, and open its detail', async ({ page }) => {
  await signIn(page, { email: 'reviewer@acme.test' });
  await page.goto(`${PAGE}?action=alert.resolve&q=${resolved}`);
  const row = entries(page).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('admin@acme.test');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await row.getByRole('button', { name: `View alert.resolve on ${resolved}` }).click();
  await expect(page.getByRole('dialog', { name: 'alert.resolve' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('the viewer has no Administration menu, and a typed URL shows the no-access page', async ({ page }) => {
  await signIn(page, { email: 'viewer@acme.test' });
  await page.goto('/admin/alerts');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Alerts' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Administration' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit logs' })).toHaveCount(0);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit log entries' })).toHaveCount(0);
  // And the server refuses the data as well.
  const res = await page.request.get('/bff/api/admin/v1/audit-logs');
  expect(res.status()).toBe(403);
});
