import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

/** Saved views are kept per person on the server: a server of its own, so no other spec opens with them. */
const test = privateServerTest();
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PATH = '/admin/cloud-posture/cloud-assets';
const bodyRows = (page: Page) => page.getByRole('table', { name: 'Assets' }).locator('tbody tr[data-asset-id]');
const settled = (page: Page) => expect(page.locator('.pl-inventory__scroll')).toHaveAttribute('aria-busy', 'false');
const chipTexts = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('listitem').allTextContents();
const summary = (page: Page, total: number) => expect(page.locator('.pl-inventory__summary')).toHaveText(new RegExp(` of ${total.toLocaleString('en-US')}$`));

type ApiAsset = { id: number; name: string; resourceId: string; openAlerts: { Critical: number } };

/** The API's answer through the page's own session. */
async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const { csrfToken } = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const res = body === undefined ? await page.request.get(`/bff/api/${path}`)
    : await page.request.post(`/bff/api/${path}`, { headers: { 'X-CSRF-Token': csrfToken }, data: body });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}
const assets = (page: Page, query: string) => api<{ total: number; items: ApiAsset[] }>(page, `asset/api/v1/assets?${query}`);

test('a filtered view opens from its URL with its chips and rows, and the CSV export holds exactly the filtered rows', async ({ page }) => {
  await signIn(page);
  await page.goto(`${PATH}?cloud=aws&exposed=true&sort=name&dir=asc`);
  await expect(bodyRows(page).first()).toBeVisible();
  await expect.poll(() => chipTexts(page)).toEqual(['Cloud: AWS×', 'Internet exposed: Yes×']);
  const expected = await assets(page, 'cloud=aws&exposed=true&sort=name&dir=asc&pageSize=50');
  expect(expected.total).toBeGreaterThan(0);
  await summary(page, expected.total);
  await settled(page);
  expect(await bodyRows(page).evaluateAll((rows) => rows.slice(0, 5).map((r) => r.getAttribute('data-asset-id'))))
    .toEqual(expected.items.slice(0, 5).map((a) => String(a.id)));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(expected.total + 1);
  expect(lines.slice(1, 1 + expected.items.length).map((l) => l.split(',')[0])).toEqual(expected.items.map((a) => String(a.id)));
  for (const line of lines.slice(1)) expect(line).toMatch(/,aws,.*,yes,/);
});

test('the drawer shows the related alerts, passes axe, and its link lands on exactly those alerts', async ({ page }) => {
  await signIn(page);
  await page.goto(`${PATH}?hasCritical=true&sort=critical&dir=desc`);
  const [riskiest] = (await assets(page, 'hasCritical=true&sort=critical&dir=desc&pageSize=1')).items;
  await settled(page);
  await bodyRows(page).first().getByRole('button', { name: riskiest!.name }).click();
  const drawer = page.getByRole('dialog', { name: riskiest!.name });
  const detail = await api<{ alerts: { total: number } }>(page, `asset/api/v1/assets/${riskiest!.id}`);
  const link = drawer.getByRole('link', { name: `Open its ${detail.alerts.total} alerts in Alerts` });
  await expect(link).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`asset=${riskiest!.id}`));
  expect(await seriousViolations(page, 'body')).toEqual([]);

  await link.click();
  await expect(page).toHaveURL(/\/admin\/alerts\?resourceId=/);
  const alerts = await api<{ total: number; items: { id: string }[] }>(page, 'alerts/v1/search',
    { kind: 'cloud', resourceId: [riskiest!.resourceId], sort: 'lastSeen', dir: 'desc', page: 1, pageSize: 50 });
  expect(alerts.total).toBe(detail.alerts.total);
  await expect.poll(() => chipTexts(page)).toEqual([`Resource ID: ${riskiest!.resourceId}×`]);
  await expect(page.locator('.pl-inventory__summary')).toHaveText(new RegExp(` of ${alerts.total}$`));
  await expect(page.getByRole('table', { name: 'Cloud alerts' }).locator('tbody tr[data-alert-id]').first()).toHaveAttribute('data-alert-id', alerts.items[0]!.id);
});

test("the dashboard's Cloud Assets figure is the inventory's total, and the card opens the inventory", async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  const { total } = await assets(page, 'pageSize=1');
  const card = page.locator('.dash-card').filter({ has: page.getByRole('link', { name: 'Cloud Assets', exact: true }) });
  await expect(card.getByTestId('card-value')).toHaveText(total.toLocaleString('en-US'));
  await card.getByRole('link', { name: 'Cloud Assets', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await summary(page, total);
});

test("the asset dashboard's chart has its text alternative with the API's numbers, and the dashboard panel shows the internet-exposed assets", async ({ page }) => {
  await signIn(page);
  await page.goto(`${PATH}?tab=dashboard`);
  const dashboard = await api<{ byCloud: { value: string; count: number }[] }>(page, 'asset/api/v1/assets/dashboard');
  const chart = page.getByRole('region', { name: 'Assets by cloud' });
  await expect(chart.getByRole('img')).toBeVisible();
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const rows = await chart.getByRole('table').locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent)));
  const names: Record<string, string> = { aws: 'AWS', azure: 'Azure' };
  expect(rows.map((r) => r.slice(0, 2))).toEqual(dashboard.byCloud.map((b) => [names[b.value], b.count.toLocaleString('en-US')]));
  expect(await seriousViolations(page, 'body')).toEqual([]);

  await page.goto('/admin/dashboard/dashboard');
  const exposed = (await assets(page, 'exposed=true&pageSize=1')).total;
  const figure = page.locator('[data-figure="assets.exposed"]');
  await expect(figure.locator('.dash-figure__value')).toHaveText(exposed.toLocaleString('en-US'));
  await figure.getByRole('link', { name: 'Internet-exposed assets' }).click();
  await expect.poll(() => chipTexts(page)).toEqual(['Internet exposed: Yes×']);
  await summary(page, exposed);
});

test('next and previous page by the server\'s cursor: the URL keeps it, the rows are the numbered pages\' rows', async ({ page }) => {
  await signIn(page);
  await page.goto(`${PATH}?sort=resourceId&dir=desc`);
  const numbered = await Promise.all([1, 2, 3].map((n) => assets(page, `sort=resourceId&dir=desc&page=${n}&pageSize=50`)));
  const ids = () => bodyRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-asset-id')));
  const expectPage = async (n: number) => {
    await expect(page.getByText(`Page ${n} of ${Math.ceil(numbered[0]!.total / 50)}`)).toBeVisible();
    await settled(page);
    // Rows are virtualised: those in view, from the top of the page.
    const shown = await ids();
    expect(shown.length).toBeGreaterThanOrEqual(5);
    expect(shown).toEqual(numbered[n - 1]!.items.slice(0, shown.length).map((a) => String(a.id)));
  };
  await expectPage(1);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2&cursor=[\w-]+/);
  await expectPage(2);
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=3&cursor=[\w-]+/);
  await expectPage(3);
  await pager.getByRole('button', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/[?&]page=2&cursor=[\w-]+/);
  await expectPage(2);
  // Another sort forgets the cursor and starts again at page 1.
  await page.getByRole('table', { name: 'Assets' }).getByRole('columnheader').filter({ hasText: /^Name/ }).getByRole('button').click();
  await expect(page).not.toHaveURL(/cursor=/);
});
