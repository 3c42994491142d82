import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

/** Saved views are kept per person on the server: a server of its own, so no other spec opens with them. */
const test = privateServerTest();
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const table = (page: Page) => page.getByRole('table', { name: 'Cloud alerts' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-alert-id]');
/** The rows on screen are the current view's, not the previous one's standing in while it loads. */
const settled = (page: Page) => expect(page.locator('.pl-inventory__scroll')).toHaveAttribute('aria-busy', 'false');
const chipTexts = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('listitem').allTextContents();

/** The API's view of a filtered set, through the page's own session. */
async function apiSearch(page: Page, body: Record<string, unknown>) {
  const { csrfToken } = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const res = await page.request.post('/bff/api/alerts/v1/search', { headers: { 'X-CSRF-Token': csrfToken }, data: body });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { total: number; items: { id: string; severity: string; region: string }[] };
}

test('a filtered view opens from its URL with its chips, and removing a chip widens the rows', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?severity=Critical&region=us-east-1&sort=id&dir=asc');
  await expect(bodyRows(page).first()).toBeVisible();
  await expect.poll(() => chipTexts(page)).toEqual(['Severity: Critical×', 'Region: us-east-1×']);
  for (const text of await bodyRows(page).locator('td:nth-child(3)').allTextContents()) expect(text).toBe('Critical');
  for (const text of await bodyRows(page).locator('td:nth-child(8)').allTextContents()) expect(text).toBe('us-east-1');
  const narrow = await apiSearch(page, { severity: ['Critical'], region: ['us-east-1'], sort: 'id', dir: 'asc' });
  await expect(page.locator('.pl-inventory__summary')).toHaveText(new RegExp(` of ${narrow.total.toLocaleString('en-US')}$`));

  await page.getByRole('button', { name: 'Remove filter Region: us-east-1' }).click();
  await expect(page).not.toHaveURL(/region=/);
  await expect.poll(() => chipTexts(page)).toEqual(['Severity: Critical×']);
  const wide = await apiSearch(page, { severity: ['Critical'], sort: 'id', dir: 'asc' });
  expect(wide.total).toBeGreaterThan(narrow.total);
  await expect(page.locator('.pl-inventory__summary')).toHaveText(new RegExp(` of ${wide.total.toLocaleString('en-US')}$`));
  await expect(bodyRows(page).first()).toHaveAttribute('data-alert-id', wide.items[0]!.id);

  // The CSV of the filtered set holds exactly the rows the chips describe.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(wide.total + 1);
  expect(lines.slice(1, 1 + wide.items.length).map((l) => l.split(',')[0])).toEqual(wide.items.map((a) => a.id));
  for (const line of lines.slice(1)) expect(line).toContain(',Critical,');
});

test('a view saved under a name is listed after a reload, applies its filters and sort, and opens by default once marked', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?severity=High&cloud=azure&sort=age&dir=asc');
  await expect(bodyRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save view as…' }).click();
  await page.getByRole('textbox', { name: 'View name' }).fill('Azure high, oldest first');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('View "Azure high, oldest first" saved')).toBeVisible();

  await page.goto('/admin/alerts?severity=Low');
  await page.reload();
  await expect(bodyRows(page).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Saved view' }).selectOption({ label: 'Azure high, oldest first' });
  await expect(page).toHaveURL(/severity=High/);
  await expect(page).toHaveURL(/cloud=azure/);
  await expect(page).toHaveURL(/sort=age/);
  await expect.poll(() => chipTexts(page)).toEqual(['Severity: High×', 'Cloud: Azure×']);
  await expect(page.getByRole('columnheader', { name: /Age/ })).toHaveAttribute('aria-sort', 'ascending');
  await settled(page);
  for (const text of await bodyRows(page).locator('td:nth-child(3)').allTextContents()) expect(text).toBe('High');

  await page.getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByText('"Azure high, oldest first" now opens by default')).toBeVisible();
  await page.goto('/admin/alerts');
  await expect(page).toHaveURL(/severity=High/);
  await expect(page.getByRole('combobox', { name: 'Saved view' })).toHaveValue(/^view_/);
  await expect.poll(() => chipTexts(page)).toEqual(['Severity: High×', 'Cloud: Azure×']);
  await settled(page);
  for (const text of await bodyRows(page).locator('td:nth-child(6)').allTextContents()) expect(text).toBe('Azure');
});

test('a column hidden from the column chooser stays hidden after a reload, and Reset brings it back', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?severity=Critical');
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^Region/ })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Region' }).click();
  await expect(page.getByRole('columnheader', { name: /^Region/ })).toHaveCount(0);
  await expect(page).toHaveURL(/cols=/);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^Region/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /^Account/ })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Reset columns' }).click();
  await expect(page.getByRole('columnheader', { name: /^Region/ })).toBeVisible();
  await expect(page).not.toHaveURL(/cols=/);
});

test('the drawer steps to the next and previous alert, passes axe, and Escape returns to the row', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?severity=Critical&sort=id&dir=asc');
  await expect(bodyRows(page).first()).toBeVisible();
  const ids = await bodyRows(page).evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getAttribute('data-alert-id')!));
  await page.getByRole('button', { name: ids[0]!, exact: true }).click();
  const first = page.getByRole('dialog', { name: `Alert ${ids[0]}` });
  await expect(first.getByRole('region', { name: 'Affected resource' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Previous alert' })).toBeDisabled();
  await first.getByRole('button', { name: 'Next alert' }).click();
  const second = page.getByRole('dialog', { name: `Alert ${ids[1]}` });
  await expect(second.getByRole('region', { name: 'Affected resource' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`alert=${ids[1]}`));
  expect(await seriousViolations(page, 'body')).toEqual([]);
  await second.getByRole('button', { name: 'Previous alert' }).click();
  await expect(page.getByRole('dialog', { name: `Alert ${ids[0]}` })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Next alert' }).click();
  await expect(page.getByRole('dialog', { name: `Alert ${ids[1]}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/alert=/);
  await expect(page.getByRole('button', { name: ids[1]!, exact: true })).toBeFocused();
});
