import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { seriousViolations } from './support/axe';
import { signIn } from './support/signIn';

test.use({ bypassCSP: true });

const table = (page: Page) => page.getByRole('table', { name: 'Cloud alerts' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-alert-id]');

type ApiAlert = { id: string; status: string; statusDescription: string; region: string; policy: { id: string }; account: { name: string; externalId: string } };

/** A call to the console API through the page's own BFF session. */
async function api(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) {
  const { csrfToken } = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const res = await page.request.fetch(`/bff/api/alerts/v1/${path}`, { method, headers: { 'X-CSRF-Token': csrfToken }, data });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return res;
}

/** The API's view of a filtered set. */
async function apiSearch(page: Page, body: Record<string, unknown>) {
  return (await (await api(page, 'POST', 'search', body)).json()) as { total: number; items: ApiAlert[] };
}

const summaryTotal = async (page: Page) =>
  Number((await page.locator('.pl-inventory__summary').textContent())!.replace(/^.* of /, '').replace(/,/g, ''));

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
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
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
  await expect(dialog.getByRole('region', { name: 'Affected resource' })).toContainText('Repository');
  await dialog.getByRole('button', { name: 'Next alert' }).click();
  await expect(page.getByRole('dialog', { name: `Alert ${ids[1]}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`alert=${ids[1]}`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/alert=/);
});

test('group by policy shows per-severity counts that match the server', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?groupBy=policy&status=Open,Ignored&cloud=aws');
  const groups = page.getByRole('table', { name: 'Alerts by policy and severity' });
  await expect(groups.locator('tbody tr').first()).toBeVisible();
  const res = await api(page, 'POST', 'groupByPolicy', { kind: 'cloud', status: ['Open', 'Ignored'], cloud: ['aws'] });
  const { groups: expected } = (await res.json()) as { groups: { policyId: string; total: number; counts: Record<string, number> }[] };
  expect(expected.length).toBeGreaterThan(1);
  const shown = await groups.locator('tbody tr').evaluateAll((rows) =>
    rows.map((r) => ({ policyId: r.getAttribute('data-policy-id'), cells: [...r.querySelectorAll('td')].map((c) => Number(c.textContent!.replace(/,/g, ''))) })));
  expect(shown).toEqual(expected.map((g) => ({ policyId: g.policyId, cells: [g.counts['Critical'], g.counts['High'], g.counts['Medium'], g.counts['Low'], g.total] })));
  // Choosing a policy lists its alerts, and their number is the group's total.
  const first = expected[0]!;
  await groups.locator(`tr[data-policy-id="${first.policyId}"] th button`).click();
  await expect(page).toHaveURL(new RegExp(`policy=${first.policyId}`));
  await expect(page.locator('.pl-inventory__summary')).toHaveText(new RegExp(` of ${first.total.toLocaleString('en-US')}$`));
});

test('the time-range picker changes the rows to the alerts seen in that window', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?severity=High&sort=lastSeen&dir=asc');
  await expect(bodyRows(page).first()).toBeVisible();
  const before = await summaryTotal(page);
  const firstBefore = await bodyRows(page).first().getAttribute('data-alert-id');
  const searched = () => page.waitForResponse((r) => r.url().endsWith('/alerts/v1/search'));
  // click(), not check(): the box follows the URL, which changes just after the click.
  await Promise.all([searched(), page.getByRole('checkbox', { name: 'Limit by last seen' }).click()]);
  await expect(page).toHaveURL(/range=last-1-week/);
  await Promise.all([searched(), page.getByRole('combobox', { name: 'Last seen' }).selectOption({ label: 'Last 24 hours' })]);
  await expect(page).toHaveURL(/range=last-24-hours/);
  await expect(page.locator('.pl-inventory__scroll')).toHaveAttribute('aria-busy', 'false');
  // The page computed its window a moment ago: the server's answer for a window a minute wider and a minute
  // narrower brackets what the page shows.
  const now = Date.now();
  const window = (slack: number) => apiSearch(page, { severity: ['High'], sort: 'lastSeen', dir: 'asc', pageSize: 200,
    lastSeenFrom: now - 86_400_000 - slack, lastSeenTo: now + slack });
  const [wide, narrow] = [await window(60_000), await window(-60_000)];
  const shown = await summaryTotal(page);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(before);
  expect(shown).toBeGreaterThanOrEqual(narrow.total);
  expect(shown).toBeLessThanOrEqual(wide.total);
  const ids = await bodyRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-alert-id')!));
  const inWindow = new Set(wide.items.map((a) => a.id));
  for (const id of ids) expect(inWindow.has(id), id).toBe(true);
  expect(ids[0]).not.toBe(firstBefore);
});

test('a URL with several values per filter shows them all chosen and lists only matching rows', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?region=us-east-1,eu-west-1&cloud=aws&severity=Critical,High&pageSize=200');
  await expect(bodyRows(page).first()).toBeVisible();
  const regions = new Set(await bodyRows(page).locator('td:nth-child(8)').allTextContents());
  expect([...regions].sort()).toEqual(['eu-west-1', 'us-east-1']);
  const { total, items } = await apiSearch(page, { region: ['us-east-1', 'eu-west-1'], cloud: ['aws'], severity: ['Critical', 'High'], pageSize: 200 });
  await expect(page.locator('.pl-inventory__summary')).toHaveText(new RegExp(` of ${total.toLocaleString('en-US')}$`));
  // The account column shows the cloud account id (12 digits for AWS), not an internal number.
  const accounts = await bodyRows(page).locator('td:nth-child(7) small').allTextContents();
  expect(accounts.slice(0, 5)).toEqual(items.slice(0, 5).map((a) => a.account.externalId));
  for (const id of accounts) expect(id).toMatch(/^\d{12}$/);
  const region = page.getByRole('button', { name: 'Region us-east-1, eu-west-1' });
  await region.click();
  await expect(region).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('checkbox', { name: 'us-east-1', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'eu-west-1', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'us-west-2', exact: true })).not.toBeChecked();
  expect(await seriousViolations(page, '.alerts-filters')).toEqual([]);
  // Adding a value from the menu writes it to the URL; Escape closes the menu back to its button.
  // A click, not check(): the box is controlled by the URL, which updates just after the click.
  await page.getByRole('checkbox', { name: 'us-west-2', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'us-west-2', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/region=us-east-1(%2C|,)eu-west-1(%2C|,)us-west-2/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'us-west-2', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Region 3 selected' })).toBeFocused();
});

test('a filter that matches nothing says so and offers to clear the filters', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts?q=no-alert-has-this-text&severity=Low');
  await expect(page.getByText('No alerts match these filters.')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await page.locator('.pl-inventory__empty').getByRole('button', { name: 'Clear filters' }).click();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page).not.toHaveURL(/q=|severity=/);
});

test('an export the server refuses says why on the page and downloads nothing', async ({ page }) => {
  await signIn(page);
  // A link can carry a commit prefix the server does not take (it needs 4 characters); the form would not send it.
  await page.goto('/admin/alerts?tab=iac&commit=9f3');
  await expect(page.getByText('The alerts could not be loaded')).toBeVisible();
  let downloads = 0;
  page.on('download', () => { downloads += 1; });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The export could not start' })).toHaveText('The export could not start: commit: Give at least 4 characters of the commit');
  // Fixing the filter from the form exports the rows.
  const commit = page.getByRole('textbox', { name: 'Commit starts with' });
  await commit.fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('table', { name: 'IaC alerts' }).locator('tbody tr[data-alert-id]').first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^iac-alerts-/);
  // Downloads arrive in order: the refused export, had it downloaded, would have come before this one.
  expect(downloads).toBe(1);
  await expect(page.getByText('The export could not start')).toHaveCount(0);
});

test('when the server answers an error the page says what failed and Try again recovers', async ({ page }) => {
  await signIn(page);
  await page.route('**/bff/api/alerts/v1/search', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'The alert store is unavailable' } }) }));
  await page.goto('/admin/alerts');
  await expect(page.getByText('The alerts could not be loaded')).toBeVisible();
  await expect(page.getByText(/The alert store is unavailable/)).toBeVisible();
  await page.unroute('**/bff/api/alerts/v1/search');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByText('The alerts could not be loaded')).toHaveCount(0);
});

/** These change alerts and ignore rules: a server of their own. */
const privateTest = privateServerTest();

privateTest.describe('acting on alerts', () => {
  privateTest.describe.configure({ mode: 'serial', timeout: 120_000 });

  privateTest('an analyst resolves a selection of alerts', async ({ page }) => {
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

  privateTest('an analyst ignores an alert with a reason, which shows in its detail', async ({ page }) => {
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
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  privateTest('Ignore with a rule creates an ignore rule, listed in the Ignore rules tab, which can be deleted', async ({ page, browser, privateServer }) => {
    await signIn(page);
    await page.goto('/admin/alerts?policy=ZS-AWS-S3-001&status=Open&sort=id&dir=asc');
    await expect(bodyRows(page).first()).toBeVisible();
    const id = (await bodyRows(page).first().getAttribute('data-alert-id'))!;
    const [alert] = (await apiSearch(page, { ids: [id] })).items;
    await page.getByRole('checkbox', { name: `Select alert ${id}` }).check();
    await page.getByRole('button', { name: 'Ignore', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ignore 1 alert' });
    await dialog.getByLabel('Reason').fill('Public website bucket, reviewed');
    await dialog.getByRole('checkbox', { name: /ignore rule/ }).check();
    await dialog.getByRole('button', { name: 'Ignore' }).click();
    await expect(page.getByText('1 alert ignored')).toBeVisible();

    await page.getByRole('tab', { name: 'Ignore rules' }).click();
    await expect(page).toHaveURL(/tab=rules/);
    const rules = page.getByRole('table', { name: 'Ignore rules' });
    const row = rules.locator('tbody tr').filter({ hasText: 'Public website bucket, reviewed' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('ZS-AWS-S3-001');
    await expect(row).toContainText(alert!.account.name);
    await expect(row).toContainText('Ada Admin');
    expect(await seriousViolations(page, '#alerts-tabpanel')).toEqual([]);
    const ruleId = (await row.getAttribute('data-rule-id'))!;

    // The read-only viewer sees the rule but is offered no Delete, and the server refuses one.
    const viewerContext = await browser.newContext({ baseURL: privateServer.url });
    const viewer = await viewerContext.newPage();
    await signIn(viewer, { email: 'viewer@acme.test' });
    await viewer.goto('/admin/alerts?tab=rules');
    await expect(viewer.getByRole('table', { name: 'Ignore rules' }).locator(`tr[data-rule-id="${ruleId}"]`)).toBeVisible();
    await expect(viewer.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    const { csrfToken } = (await (await viewer.request.get('/bff/session')).json()) as { csrfToken: string };
    expect((await viewer.request.delete(`/bff/api/alerts/v1/ignoreRules/${ruleId}`, { headers: { 'X-CSRF-Token': csrfToken } })).status()).toBe(403);
    await viewerContext.close();

    await row.getByRole('button', { name: /^Delete the ignore rule/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this ignore rule?' });
    await expect(confirm).toContainText(alert!.account.name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/Ignore rule for .* deleted/)).toBeVisible();
    await expect(rules.locator(`tr[data-rule-id="${ruleId}"]`)).toHaveCount(0);
    const { rules: left } = (await (await api(page, 'GET', 'ignoreRules')).json()) as { rules: { id: string }[] };
    expect(left.map((r) => r.id)).not.toContain(ruleId);
  });

  privateTest('a bulk action that fails for some alerts keeps them selected and names them', async ({ page, browser, privateServer }) => {
    await signIn(page);
    const { items } = await apiSearch(page, { status: ['Open'], policy: ['ZS-AZ-KV-006'], sort: 'id', dir: 'desc', pageSize: 2 });
    const [taken, free] = items.map((a) => a.id) as [string, string];
    await page.goto(`/admin/alerts?ids=${taken},${free}&sort=id&dir=asc`);
    await expect(bodyRows(page)).toHaveCount(2);
    for (const id of [taken, free]) await page.getByRole('checkbox', { name: `Select alert ${id}` }).check();
    // Meanwhile someone in another session resolves one of them.
    const other = await browser.newContext({ baseURL: privateServer.url });
    const otherPage = await other.newPage();
    await signIn(otherPage);
    await api(otherPage, 'POST', 'alerts/actions', { ids: [taken], action: 'resolve' });
    await other.close();

    await page.getByRole('group', { name: 'Actions on 2 selected alerts' }).getByRole('button', { name: 'Resolve' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'was not changed' });
    await expect(failure).toContainText(`${taken}: Alert ${taken} is Resolved`);
    await expect(failure).not.toContainText(free);
    await expect(page.getByRole('checkbox', { name: `Select alert ${taken}` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `Select alert ${free}` })).not.toBeChecked();
    await expect(page.getByRole('group', { name: 'Actions on 1 selected alerts' })).toBeVisible();
    expect((await apiSearch(page, { ids: [free] })).items[0]!.status).toBe('Resolved');
  });
});
