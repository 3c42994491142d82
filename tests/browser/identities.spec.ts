import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

/** Saved views are kept per person on the server: a server of its own, so no other spec opens with them. */
const test = privateServerTest();
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PATH = '/admin/cloud-posture/cloud-identities';
const bodyRows = (page: Page) => page.getByRole('table', { name: 'Identities' }).locator('tbody tr[data-identity-id]');
const settled = (page: Page) => expect(page.locator('.pl-inventory__scroll')).toHaveAttribute('aria-busy', 'false');
const chipTexts = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('listitem').allTextContents();
const summary = (page: Page, total: number) => expect(page.locator('.pl-inventory__summary')).toHaveText(new RegExp(` of ${total.toLocaleString('en-US')}$`));

type ApiIdentity = { id: number; name: string; mfa: string; risk: string; flags: string[] };
type Detail = { effective: { service: string; granted: number; used: number; permissions: { action: string; resources: string[]; used: boolean }[] }[] };

/** The API's answer through the page's own session. */
async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/bff/api/${path}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}
const identities = (page: Page, query: string) => api<{ total: number; items: ApiIdentity[] }>(page, `identity/api/v1/identities?${query}`);

/** Picks a value in a filter menu; the box is checked once the view (in the URL) has the value, so wait for that, not the click. */
async function choose(page: Page, menu: string, option: RegExp, param: RegExp) {
  await page.getByRole('button', { name: `${menu} Any` }).click();
  const box = page.getByRole('checkbox', { name: option });
  await box.click();
  await expect(page).toHaveURL(param);
  await expect(box).toBeChecked();
  await page.keyboard.press('Escape');
}

test('filter risky identities without MFA, open one, read its effective permissions and download the suggested policy', async ({ page }) => {
  await signIn(page);
  await page.goto(PATH);
  await expect(bodyRows(page).first()).toBeVisible();
  await choose(page, 'Risk flag', /^No MFA \(/, /flag=noMfa/);
  await settled(page);
  await choose(page, 'Risk', /^High \(/, /risk=High/);
  await expect.poll(() => chipTexts(page)).toEqual(['Risk: High×', 'Risk flag: No MFA×']);
  const expected = await identities(page, 'flag=noMfa&risk=High&sort=riskScore&dir=desc&pageSize=50');
  expect(expected.total).toBeGreaterThan(0);
  await summary(page, expected.total);
  await settled(page);
  expect(await bodyRows(page).evaluateAll((rows) => rows.slice(0, 5).map((r) => r.getAttribute('data-identity-id'))))
    .toEqual(expected.items.slice(0, 5).map((i) => String(i.id)));
  for (const i of expected.items) expect([i.mfa, i.risk, i.flags.includes('noMfa')]).toEqual(['disabled', 'High', true]);

  const first = expected.items[0]!;
  await bodyRows(page).first().getByRole('button', { name: first.name }).click();
  const drawer = page.getByRole('dialog', { name: first.name });
  await expect(drawer.getByText('Signs in to the console without multi-factor authentication')).toBeVisible();
  const detail = await api<Detail>(page, `identity/api/v1/identities/${first.id}`);
  const service = detail.effective[0]!;
  await drawer.getByText(`${service.service}: ${service.granted} granted, ${service.used} used`).click();
  const table = drawer.getByRole('table', { name: `Actions of ${service.service}` });
  await expect(table.locator('tbody tr')).toHaveCount(service.permissions.length);
  expect(await table.locator('tbody tr td:first-child code').allTextContents()).toEqual(service.permissions.map((p) => p.action));
  await expect(drawer.getByRole('button', { name: 'Download JSON' })).toBeVisible();
  expect(await seriousViolations(page, 'body')).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Download JSON' }).click()]);
  expect(download.suggestedFilename()).toBe(`${first.name}-least-privilege.json`);
  const suggested = JSON.parse(await readFile((await download.path())!, 'utf8'));
  const lp = await api<{ suggested: unknown; keptActions: string[] }>(page, `identity/api/v1/identities/${first.id}/least-privilege`);
  expect(suggested).toEqual(lp.suggested);
});

test("the dashboard's Cloud Identities figure is the inventory's total", async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  const { total } = await identities(page, 'pageSize=1');
  const card = page.locator('.dash-card').filter({ has: page.getByRole('link', { name: 'Cloud Identities', exact: true }) });
  await expect(card.getByTestId('card-value')).toHaveText(total.toLocaleString('en-US'));
  await card.getByRole('link', { name: 'Cloud Identities', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await summary(page, total);
  await expect(page.getByRole('region', { name: 'Permission creep index' }).getByRole('img')).toBeVisible();
  expect(await seriousViolations(page, 'body')).toEqual([]);
});

test('from a storage bucket in Cloud assets, see who can reach it', async ({ page }) => {
  await signIn(page);
  const bucket = (await api<{ items: { id: number; name: string }[] }>(page, 'asset/api/v1/assets?service=s3&sort=name&dir=asc&pageSize=1')).items[0]!;
  const reach = await api<{ identities: { name: string }[] }>(page, `identity/api/v1/assets/${bucket.id}/reach`);
  expect(reach.identities.length).toBeGreaterThan(0);
  await page.goto(`/admin/cloud-posture/cloud-assets?service=s3&sort=name&dir=asc&asset=${bucket.id}`);
  const section = page.getByRole('dialog', { name: bucket.name }).getByRole('region', { name: 'Who can reach this' });
  await expect(section.getByRole('listitem')).toHaveCount(reach.identities.length);
  expect(await section.locator('li strong').allTextContents()).toEqual(reach.identities.map((i) => i.name));
});

test('list old access keys on their tab, open the identity a key belongs to; role assignments by role', async ({ page }) => {
  await signIn(page);
  type Key = { identityId: number; keyId: string; principal: string; ageDays: number; flags: string[] };
  const old = await api<{ total: number; items: Key[] }>(page, 'identity/api/v1/access-keys?flag=oldKey&sort=createdAt&dir=asc&pageSize=50');
  expect(old.total).toBeGreaterThan(0);
  await page.goto(`${PATH}?tab=keys&flag=oldKey`);
  const keys = page.getByRole('table', { name: 'Access keys' });
  const keyRows = keys.locator('tbody tr');
  await expect(keyRows.first()).toContainText(old.items[0]!.keyId);
  await expect(keyRows.first()).toContainText(`${old.items[0]!.ageDays} days`);
  await expect(keyRows.first()).toContainText('Older than 90 days');
  expect(await seriousViolations(page, 'body')).toEqual([]);
  await keys.getByRole('button', { name: old.items[0]!.principal }).first().click();
  await expect(page.getByRole('dialog', { name: old.items[0]!.principal })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Identities', includeHidden: true })).toHaveAttribute('aria-selected', 'true');

  const assignments = await api<{ roles: { value: string; label: string; count: number }[] }>(page, 'identity/api/v1/role-assignments?pageSize=1');
  const role = assignments.roles[0]!;
  await page.goto(`${PATH}?tab=assignments&role=${encodeURIComponent(role.value)}`);
  const table = page.getByRole('table', { name: 'Azure role assignments' });
  await expect(page.locator('.pl-inventory__summary')).toHaveText(new RegExp(` of ${role.count.toLocaleString('en-US')}$`));
  await expect(table.locator('tbody tr').first()).toContainText(role.label);
  expect(await seriousViolations(page, 'body')).toEqual([]);
});
