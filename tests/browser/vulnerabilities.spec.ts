import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

/** Accepting risks and uploading scans change the findings: a server of its own. */
const test = privateServerTest();
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PATH = '/admin/cloud-posture/vulnerability/inventory';
const TRIVY_SAMPLE = fileURLToPath(new URL('../../server/test/fixtures/scanners/trivy-image.json', import.meta.url));
const rows = (page: Page) => page.getByRole('table', { name: 'Vulnerabilities by affected asset' }).locator('tbody tr[data-finding-id]');
const settled = (page: Page) => expect(page.locator('.pl-inventory__scroll')).toHaveAttribute('aria-busy', 'false');
const chipTexts = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('listitem').allTextContents();

type ApiFinding = { id: number; cve: { id: string; kev: { listed: boolean } }; fixAvailable: boolean; asset: { id: number; name: string }; status: string;
  acceptedRisk: { reason: string; expiresAt: string } | null };

/** The API's answer through the page's own session. */
async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/bff/api/${path}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}
const findings = (page: Page, query: string) => api<{ total: number; items: ApiFinding[] }>(page, `vulnerability/api/v1/findings?${query}`);

test('KEV and fix-available filters open from the URL: their chips, the server\'s rows in priority order, and the page passes axe', async ({ page }) => {
  await signIn(page);
  await page.goto(`${PATH}?kev=true&fixAvailable=true&status=open`);
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(() => chipTexts(page)).toEqual(['Status: open×', 'In CISA KEV: Yes×', 'Fix available: Yes×']);
  const expected = await findings(page, 'kev=true&fixAvailable=true&status=open&pageSize=50');
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.items.every((f) => f.cve.kev.listed && f.fixAvailable && f.status === 'open')).toBe(true);
  await settled(page);
  expect(await rows(page).evaluateAll((trs) => trs.slice(0, 5).map((r) => r.getAttribute('data-finding-id')))).toEqual(expected.items.slice(0, 5).map((f) => String(f.id)));
  await expect(rows(page).first().getByText(/exploited in the wild/)).toBeVisible();
  expect(await seriousViolations(page, 'body')).toEqual([]);
});

test('a CVE opens in its drawer with every affected asset, and an asset link lands on that asset in Cloud assets', async ({ page }) => {
  await signIn(page);
  await page.goto(`${PATH}?cve=CVE-2021-44228`);
  await settled(page);
  await rows(page).first().getByRole('button', { name: 'CVE-2021-44228' }).click();
  const drawer = page.getByRole('dialog', { name: /^CVE-2021-44228: Apache Log4j2/ });
  await expect(drawer.getByRole('link', { name: 'https://nvd.nist.gov/vuln/detail/CVE-2021-44228' })).toBeVisible();
  const detail = await api<{ total: number; findings: ApiFinding[] }>(page, 'vulnerability/api/v1/cves/CVE-2021-44228');
  await expect(drawer.locator('tbody tr[data-finding-id]')).toHaveCount(Math.min(500, detail.total));
  expect(await seriousViolations(page, 'body')).toEqual([]);
  const target = detail.findings[0]!.asset;
  await drawer.getByRole('link', { name: target.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/cloud-posture/cloud-assets\\?asset=${target.id}$`));
  await expect(page.getByRole('dialog', { name: target.name })).toBeVisible();
});

test('a risk is accepted with a reason and an expiry, and the server keeps both', async ({ page }) => {
  await signIn(page);
  const [open] = (await findings(page, 'status=open&cve=CVE-2021-44228&pageSize=1')).items;
  await page.goto(`${PATH}?cveId=CVE-2021-44228`);
  const drawer = page.getByRole('dialog', { name: /^CVE-2021-44228: Apache Log4j2/ });
  await drawer.locator(`tr[data-finding-id="${open!.id}"]`).getByRole('button', { name: `Accept risk on ${open!.asset.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Accept the risk of CVE-2021-44228 on ${open!.asset.name}` });
  await dialog.getByLabel('Reason').fill('WAF rule blocks JNDI lookups');
  const until = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Accepted until').fill(until);
  await dialog.getByRole('button', { name: 'Accept risk' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(drawer.locator(`tr[data-finding-id="${open!.id}"]`)).toContainText('Accepted risk: WAF rule blocks JNDI lookups');
  const [saved] = (await findings(page, `status=accepted&cve=CVE-2021-44228&asset=${open!.asset.id}&pageSize=200`)).items.filter((f) => f.id === open!.id);
  expect(saved!.acceptedRisk).toMatchObject({ reason: 'WAF rule blocks JNDI lookups', expiresAt: `${until}T23:59:59.999Z` });
});

test('the dashboard tab counts findings on internet-exposed assets and accepted risks, each a link into the inventory', async ({ page }) => {
  await signIn(page);
  const d = await api<{ exposed: number; accepted: number }>(page, 'vulnerability/api/v1/dashboard');
  expect(d.accepted).toBeGreaterThan(0);
  await page.goto(`${PATH}?tab=dashboard`);
  const figures = page.locator('.vuln-figures');
  await expect(figures.getByRole('link', { name: `${d.accepted.toLocaleString('en-US')} accepted risks` })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await figures.getByRole('link', { name: `${d.exposed.toLocaleString('en-US')} on internet-exposed assets` }).click();
  await expect(page).toHaveURL(/[?&]exposed=true/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Internet exposed');
});

test('a Trivy report uploaded on the integrations page shows its report, and its findings are listed on the asset', async ({ page }) => {
  await signIn(page);
  const assets = await api<{ items: { id: number; name: string }[] }>(page, 'asset/api/v1/assets?category=storage&pageSize=1');
  const asset = assets.items[0]!;
  await page.goto('/admin/configuration/vulnerability/integrations');
  await page.getByLabel('Format').selectOption('trivy');
  await page.getByLabel('Asset', { exact: true }).fill(asset.name);
  await page.getByLabel('Scanner file').setInputFiles(TRIVY_SAMPLE);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'trivy-image.json on' })).toContainText(`trivy-image.json on ${asset.name}: 4 new, 0 seen again, 0 no longer reported.`);
  expect(await seriousViolations(page, 'body')).toEqual([]);
  await page.getByRole('link', { name: 'See its vulnerabilities' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?asset=${asset.id}$`));
  await settled(page);
  await expect(rows(page)).toHaveCount(4);
  // Priority order: the KEV-listed HTTP/2 flaw first, then the CVSS 9.8 one, then the two 7.5s (the later-found first on a tie).
  expect(await rows(page).evaluateAll((trs) => trs.map((r) => r.getAttribute('data-cve'))))
    .toEqual(['CVE-2023-44487', 'CVE-2024-45490', 'CVE-2023-52425', 'CVE-2023-5363']);
});
