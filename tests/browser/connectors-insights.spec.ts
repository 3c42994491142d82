import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn } from './support/signIn';

// axe is injected as a script, which the console's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

const sessionsTotal = (page: Page) => page.getByTestId('sessions-total');

test('the dashboard shows the connectors that are down, changes its figures with the range, and a method opens the session log filtered by it', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Administration' }).click();
  await nav.getByRole('link', { name: 'Connector insights' }).click();
  await expect(page).toHaveURL(/\/admin\/connectors\/dashboard$/);
  await expect(page.getByTestId('connectors-down')).toHaveText('2');
  const byLocation = page.getByRole('list', { name: 'Connectors by location and health' });
  await expect(byLocation.getByRole('listitem').filter({ hasText: 'cc-euw1-b' })).toContainText('Down');
  await expect(byLocation.getByRole('listitem').filter({ hasText: 'cc-use1-a' })).toContainText('Up');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  const day = await sessionsTotal(page).textContent();
  await page.getByLabel('Time range').selectOption({ label: 'Last 1 hour' });
  await expect(page).toHaveURL(/range=last-1-hour/);
  await expect(sessionsTotal(page)).not.toHaveText(day!);
  const hour = Number((await sessionsTotal(page).textContent())!.replace(/[^\d]/g, ''));
  expect(hour).toBeLessThan(Number(day!.replace(/[^\d]/g, '')));

  await page.getByRole('link', { name: /^ZPA: [\d,]+ sessions$/ }).click();
  await expect(page).toHaveURL(/\/admin\/connectors\/sessions\?range=last-1-hour&method=ZPA$/);
  const log = page.getByRole('table', { name: 'Session log' });
  await expect(log.getByRole('row').nth(1)).toBeVisible();
  for (const text of await log.getByRole('row').allTextContents().then((rows) => rows.slice(1))) {
    expect(text).toContain('ZPA');
    expect(text).not.toMatch(/ZIA|Direct|Log & Control/);
  }
  await expect(page.getByRole('button', { name: 'Remove filter Forwarding method: ZPA' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('a connector on the dashboard opens its monitoring, which raises the down alert', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/connectors/dashboard');
  await page.getByRole('list', { name: 'Connectors by location and health' }).getByRole('link', { name: 'cc-euw1-b' }).click();
  await expect(page).toHaveURL(/\/admin\/connectors\/monitoring\?connector=cc_euw1_b$/);
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'connectors are down' });
  await expect(alert).toContainText('2 connectors are down');
  await expect(alert).toContainText('cc-euw1-b (eu-west-1)');
  const rows = page.getByRole('table', { name: 'Connector health' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('▲ Down');
  await expect(rows.nth(1)).toContainText('0 of 2 up');
  await expect(page.getByRole('img', { name: /^CPU of cc-euw1-b, / })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('the geo view places connectors by region, coloured by health, and a place opens their monitoring', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/connectors/dashboard?range=last-1-hour');
  const map = page.getByRole('group', { name: /^Connectors by location: / });
  const ireland = map.getByRole('button', { name: 'eu-west-1 (Ireland): 2 connectors; A connector here is down' });
  await expect(ireland).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  // One connector in the place: its own monitoring page.
  await map.getByRole('button', { name: /^westeurope \(.+\): 1 connectors; Every connector here is up$/ }).click();
  await expect(page).toHaveURL(/\/admin\/connectors\/monitoring\?range=last-1-hour&connector=cc_weu_a$/);
  await expect(page.getByRole('img', { name: /^CPU of cc-weu-a, / })).toBeVisible();
  // Several: monitoring filtered to the place, reached from the keyboard.
  await page.goBack();
  await ireland.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/connectors\/monitoring\?range=last-1-hour&location=eu-west-1$/);
  const rows = page.getByRole('table', { name: 'Connector health' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'cc-euw1-b' })).toContainText('▲ Down');
  await expect(rows.filter({ hasText: 'cc-euw1-a' })).toContainText('● Up');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  // Branch Connectors sit at their location's coordinates: on the map, not only in its table.
  await page.goto('/admin/connectors/dashboard?range=last-1-hour');
  await expect(map.getByRole('button', { name: /^Headquarters \(San Jose\).*: 2 connectors; Every connector here is up$/ })).toBeVisible();
  // London sits under the Netherlands' marker at this zoom: reached from the keyboard.
  await map.getByRole('button', { name: /^London office.*: 1 connectors; A connector here is down$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/connectors\/monitoring\?range=last-1-hour&connector=bc_lon_1$/);
});

test('the session log takes its filters from the URL', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/connectors/sessions?range=last-1-week&method=Direct&location=us-east-1');
  const log = page.getByRole('table', { name: 'Session log' });
  await expect(log.getByRole('row').nth(1)).toBeVisible();
  for (const text of await log.getByRole('row').allTextContents().then((rows) => rows.slice(1))) {
    expect(text).toContain('Direct');
    expect(text).toContain('us-east-1');
  }
  await expect(page.getByRole('button', { name: 'Remove filter Location: us-east-1' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('every chart of traffic and DNS has a text alternative that names it and its figures', async ({ page }) => {
  await signIn(page);
  for (const [path, titles] of [
    ['/admin/connectors/traffic', ['Sessions by forwarding method', 'Sessions by forwarding method over time', 'Throughput (bytes)', 'Sessions by location', 'Top destinations', 'Top applications']],
    ['/admin/connectors/dns', ['DNS queries by gateway', 'Top domains']],
  ] as const) {
    await page.goto(path);
    const charts = page.getByRole('main').getByRole('img');
    await expect(charts).toHaveCount(titles.length);
    const labels = await charts.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels.map((l) => l.replace(/[,:].*$/, ''))).toEqual(titles);
    for (const label of labels) expect(label).toMatch(/\d/);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  }
});
