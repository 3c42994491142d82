import { expect, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

// Minting a link writes an audit row: a server of this file's own.
const test = privateServerTest();
// Several pages and a server of its own per worker: more than the default time on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const FIGURES = [
  ['openThreats', 'Open threats'],
  ['cloudAssets', 'Cloud assets'],
  ['identities', 'Cloud identities'],
  ['openIacAlerts', 'Open IaC alerts'],
  ['complianceScore', 'Compliance score'],
  ['openVulnerabilities', 'Open vulnerabilities'],
] as const;

/** Signs the page in as the admin and mints a render link through the API, as the analytics page does. */
async function mintLink(page: Page, range = 'last-1-week'): Promise<string> {
  await signIn(page);
  const { csrfToken } = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const res = await page.request.post('/bff/api/reports/v1/renderTokens', { headers: { 'X-CSRF-Token': csrfToken }, data: { report: 'executive', range } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

/** A fresh browser context: no cookie, no storage, never signed in. */
async function signedOutPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

const reportState = (page: Page) => page.evaluate(() => document.documentElement.dataset.reportState ?? null);

test('a render link shows the tenant’s report signed out, marks it ready and prints to PDF', async ({ page, browser, baseURL }) => {
  const url = await mintLink(page);
  const renderer = await signedOutPage(browser, baseURL);
  expect((await (await renderer.request.get('/bff/session')).json()).authenticated).toBe(false);
  const token = new URL(url, baseURL).searchParams.get('token')!;
  const report = await (await renderer.request.get(`/api/reports/v1/render?token=${encodeURIComponent(token)}`)).json();

  await renderer.goto(url);
  await expect.poll(() => reportState(renderer)).toBe('ready');
  await expect(renderer).toHaveURL(/\/pdf-scheduled-reports\?token=/);
  await expect(renderer.getByRole('heading', { level: 1 })).toHaveText('Executive report · Acme');
  await expect(renderer.getByText(/^Last 1 week: /)).toBeVisible();
  for (const [key, label] of FIGURES) {
    const shown = key === 'complianceScore' ? `${report.figures[key]}%` : new Intl.NumberFormat('en-US').format(report.figures[key]);
    await expect(renderer.locator(`[data-figure="${key}"]`)).toHaveText(`${label}${shown}`);
  }
  // The report's open threats are the dashboard's, as the signed-in admin sees them.
  const threats = await (await page.request.get('/bff/api/commondashboard/v1/totalThreats')).json();
  expect(report.figures.openThreats).toBe(threats.total);
  const tableAfter = (heading: string) => renderer.getByRole('heading', { level: 2, name: heading }).locator('xpath=following-sibling::table[1]');
  const severities = tableAfter('Open alerts by severity').getByRole('row');
  await expect(severities).toHaveCount(5);
  await expect(severities.nth(1)).toHaveText(`Critical${report.openAlertsBySeverity[0].count}`);
  await expect(tableAfter('Top risks: policies with the most open alerts').getByRole('row').nth(1)).toContainText(report.topPolicies[0].policy);
  // What changed this period, the same sentences as on screen, and the posture score's trend as a described image.
  await expect(renderer.locator('[data-report-part="changes"] li')).toHaveText(report.changes);
  await expect(renderer.getByRole('img', { name: /^ZBP score each day of the period, / })).toBeVisible();
  // No shell: no header, navigation or sign-in form around the report.
  await expect(renderer.getByRole('navigation')).toHaveCount(0);
  await expect(renderer.getByRole('button')).toHaveCount(0);

  const pdf = await renderer.pdf({ preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);
  // Every page in the report's own size (@page report: A4, 595 × 842 points), none in the printer's default Letter.
  const pages = pdf.toString('latin1').match(/\/MediaBox \[[^\]]*\]/g) ?? [];
  expect(pages.length).toBeGreaterThan(0);
  for (const box of pages) expect(box).toMatch(/^\/MediaBox \[0 0 59[45]\.\d+ 841\.\d+\]$/);
  await renderer.context().close();
});

test("the report is the analytics plugin's standalone page: its code loads, no session or console request is made, and axe finds nothing serious", async ({ page, browser, baseURL }) => {
  const url = await mintLink(page);
  // axe is injected as a script, which the console's CSP would refuse.
  const renderer = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();
  const asked: string[] = [];
  renderer.on('request', (request) => asked.push(new URL(request.url()).pathname));

  await renderer.goto(url);
  await expect.poll(() => reportState(renderer)).toBe('ready');
  await expect(renderer.getByRole('heading', { level: 1 })).toHaveText('Executive report · Acme');
  expect(asked).toContain('/plugins/analytics/plugin.js');
  expect(asked).toContain('/api/reports/v1/render');
  // Signed out, it asks for nothing the session would answer: no access, flags, tenant or counts.
  expect(asked.filter((path) => path.startsWith('/bff/api/'))).toEqual([]);
  await expect(renderer.locator('.shell')).toHaveCount(0);
  expect(await seriousViolations(renderer, 'body')).toEqual([]);
  await renderer.context().close();
});

test('a tampered or missing link shows a clear error page and marks the error', async ({ page, browser, baseURL }) => {
  const url = await mintLink(page);
  const renderer = await signedOutPage(browser, baseURL);
  await renderer.goto(`${url.slice(0, -4)}AAAA`);
  await expect.poll(() => reportState(renderer)).toBe('error');
  await expect(renderer.getByRole('heading', { name: 'The report cannot be shown' })).toBeVisible();
  await expect(renderer.getByRole('alert')).toHaveText('This report link is not valid');
  await expect(renderer).toHaveURL(/\/pdf-scheduled-reports\?token=/);

  await renderer.goto('/pdf-scheduled-reports');
  await expect.poll(() => reportState(renderer)).toBe('error');
  await expect(renderer.getByRole('alert')).toHaveText('This report link has no render token');
  await renderer.context().close();
});

test('the executive report page prints the report of its period in a new tab', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/analytics/reports/executive-report');
  await page.getByLabel('Report period').selectOption({ label: 'Last 24 hours' });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Print executive report' }).click()]);
  await expect(tab).toHaveURL(/\/pdf-scheduled-reports\?token=/);
  await expect.poll(() => reportState(tab)).toBe('ready');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Executive report · Acme');
  await expect(tab.getByText(/^Last 24 hours: /)).toBeVisible();
});
