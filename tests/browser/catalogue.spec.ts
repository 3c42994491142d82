import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { menuShape } from './support/menu';
import { signIn } from './support/signIn';

/** The error panel the shell draws for a plugin that could not be shown. */
const errorPanel = (page: Page, pluginId: string) => page.locator(`[data-plugin-id="${pluginId}"]`);
/** The plugin id of a script request under `/plugins/<id>/`, else null. */
const pluginOf = (url: string) => /\/plugins\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? null;
const isPluginScript = (request: Request) => request.resourceType() === 'script' && pluginOf(request.url()) !== null;

const ADMIN_MENU = [
  'Dashboard',
  'Alerts',
  'Investigation',
  'Policies',
  'Cloud Posture [Compliance, Cloud Identity, Vulnerability Management, Cloud Assets]',
  'Administration [Overview, Users and groups, Roles, API keys, Trusted IPs, Business units, Single sign-on, Integrations, Audit logs, IaC: version control and CI/CD, IaC: dashboard, IaC: findings, IaC: workstations and IDE, Cloud & Branch Connectors, Connector insights]',
  'Analytics',
  'Broken fixture',
  'Cloud cost',
];
const CARD_TITLES = ['Cloud Threats', 'Cloud Assets', 'Cloud Identities', 'Infrastructure as Code', 'Compliance', 'Vulnerability', 'Cloud cost'];

/** The console's page with the plugin load timeout lowered (the config block the server renders into index.html). */
async function withLoadTimeout(page: Page, ms: number) {
  await page.route(
    (url) => url.pathname.startsWith('/admin/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      if (!html.includes('id="palisade-config">{')) throw new Error('index.html has no palisade-config block');
      await route.fulfill({ response, body: html.replace('id="palisade-config">{', `id="palisade-config">{"loadTimeoutMs":${ms},`) });
    },
  );
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('with every plugin script blocked the whole menu shows, and a page shows its error panel alone', async ({ page }) => {
  await page.route((url) => pluginOf(url.href) !== null && url.pathname.endsWith('.js'), (route) => route.abort());

  await page.goto('/admin/alerts');

  await expect.poll(() => menuShape(page)).toEqual(ADMIN_MENU);
  const panel = errorPanel(page, 'alerts');
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAttribute('data-error-kind', 'unreachable');
  await expect(panel).toContainText('/plugins/alerts/plugin.js');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test("with every plugin script blocked the dashboard shows its error panel and, under it, every card's frame from the catalogue with its declared figure", async ({ page }) => {
  // Scripts only: each plugin's manifest.json stays reachable.
  await page.route((url) => pluginOf(url.href) !== null && url.pathname.endsWith('.js'), (route) => route.abort());

  await page.goto('/admin/dashboard/dashboard');

  await expect.poll(() => menuShape(page)).toEqual(ADMIN_MENU);
  await expect(errorPanel(page, 'dashboard')).toHaveAttribute('data-error-kind', 'unreachable');
  const cards = page.getByRole('region', { name: 'Dashboard cards' }).getByRole('article');
  // The six built-in cards, then the third-party fixture's.
  await expect(cards).toHaveCount(CARD_TITLES.length);
  for (const [i, title] of CARD_TITLES.entries()) await expect(cards.nth(i).getByRole('heading', { name: title })).toBeVisible();
  await expect(cards.nth(0).getByRole('link', { name: 'Cloud Threats' })).toHaveAttribute('href', '/admin/alerts');
  // The six built-in cards declare their figure's call, which needs no plugin code: they show their figures. The
  // third-party card's figure comes from its blocked code: '--', as for any count that fails.
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(6);
  const failed = page.locator('.dash-card[data-status="failed"]');
  await expect(failed).toHaveCount(1);
  await expect(failed.getByRole('heading')).toHaveText('Cloud cost');
  await expect(failed.getByText('--')).toBeVisible();
});

test("with every card plugin's script blocked the dashboard still draws every card frame, titled, and the declared figures", async ({ page }) => {
  await page.route(
    (url) => pluginOf(url.href) !== null && pluginOf(url.href) !== 'dashboard' && url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );

  await page.goto('/admin/dashboard/dashboard');

  const cards = page.getByRole('region', { name: 'Dashboard cards' }).getByRole('article');
  await expect(cards).toHaveCount(CARD_TITLES.length);
  for (const [i, title] of CARD_TITLES.entries()) await expect(cards.nth(i).getByRole('heading', { name: title })).toBeVisible();
  // Only the card whose figure needs its plugin's code goes without: '--', as for any count that fails.
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(6);
  await expect(page.locator('.dash-card[data-status="failed"]').getByRole('heading')).toHaveText('Cloud cost');
});

test("the dashboard asks for no plugin code but the dashboard's and that of a card whose figure needs its code", async ({ page }) => {
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (isPluginScript(request)) asked.add(pluginOf(request.url())!);
  });

  await page.goto('/admin/dashboard/dashboard');
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(CARD_TITLES.length);

  // The six built-in cards declare their figure's call (`count`), which the console makes itself; the third-party
  // card computes its figure in its own code (`loadCount`).
  expect([...asked].sort()).toEqual(['acme-cost', 'dashboard']);
});

test('a plugin whose entry is missing keeps its menu entry; its route shows its error panel alone, and Retry loads it', async ({ page }) => {
  const entry = '**/plugins/broken/plugin.js*';
  await page.route(entry, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));

  await page.goto('/admin/system-notification');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Broken fixture' }).click();

  await expect(page).toHaveURL(/\/admin\/broken$/);
  const panel = errorPanel(page, 'broken');
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAttribute('data-error-kind', 'not-found');
  await expect(panel).toContainText('Not found');
  await expect(panel).toContainText('was not found (404 at');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Broken fixture' })).toBeVisible();

  await page.unroute(entry);
  await panel.getByRole('button', { name: 'Retry loading broken', exact: true }).click();
  await expect(page.getByText('Broken fixture recovered')).toBeVisible();
  await expect(errorPanel(page, 'broken')).toHaveCount(0);
});

test('Retry after a load timeout fetches the entry again and shows the page', async ({ page }) => {
  test.setTimeout(90_000);
  await withLoadTimeout(page, 3_000);
  const stalled: Route[] = [];
  const requested: string[] = [];
  await page.route('**/plugins/broken/plugin.js*', (route) => {
    requested.push(route.request().url());
    // The first request never answers; the next ones go through.
    if (requested.length === 1) stalled.push(route);
    else void route.fallback();
  });

  // The stalled entry is asked for while the page still loads: its load event never comes.
  await page.goto('/admin/broken', { waitUntil: 'domcontentloaded' });
  const panel = errorPanel(page, 'broken');
  await expect(panel).toHaveAttribute('data-error-kind', 'timeout');
  await expect(panel).toContainText('did not load within 3 s');

  await panel.getByRole('button', { name: 'Retry loading broken', exact: true }).click();
  await expect(page.getByText('Broken fixture recovered')).toBeVisible();
  expect(requested).toHaveLength(2);
  await Promise.all(stalled.map((route) => route.abort().catch(() => undefined)));
});

test('an entry that throws while it evaluates is named with what it threw, not as a chunk load error', async ({ page }) => {
  await page.goto('/admin/broken-throws');
  const panel = errorPanel(page, 'broken-throws');
  await expect(panel).toHaveAttribute('data-error-kind', 'evaluation');
  await expect(panel).toContainText('Threw while evaluating');
  await expect(panel).toContainText('broken-throws fixture: its entry throws while it evaluates');
  await expect(panel).not.toContainText('Chunk load error');
});
