import { expect, test, type Request } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/signIn';
import { enterEmail } from './support/signInFlow';

/** What the console asks for, by kind, from the moment the sign-in is sent. */
const KINDS: Record<string, RegExp> = {
  session: /^\/bff\/session$/,
  access: /^\/bff\/api\/tenant\/rbac\/api\/v1\/rbac\/user$/,
  tenant: /^\/bff\/api\/tenant\/api\/v1\/tenant$/,
  flags: /^\/bff\/api\/featureflag\/api\/v2\/isenabled$/,
  // The cards' declared counts, in one request.
  batch: /^\/bff\/batch$/,
  counts:
    /^\/bff\/api\/(commondashboard\/v1\/totalThreats|asset\/api\/v1\/dashboard\/cloudassetcount|commondashboard\/v1\/totalIdentities|alerts\/v1\/buildtime\/iacalertcount|compliance\/v1\/benchmark\/getComplianceScore|vulnerability\/v1\/totalVulnerabilities)$/,
};
const kindOf = (request: Request) => Object.entries(KINDS).find(([, pattern]) => pattern.test(new URL(request.url()).pathname))?.[0] ?? null;

test('from sign-in to dashboard figures: the session from the sign-in answer, then access, tenant and all flags at once, then the counts in one request', async ({ page }) => {
  await page.goto('/login');
  await enterEmail(page, 'admin@acme.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);

  const events: { kind: string; at: 'start' | 'end' }[] = [];
  page.on('request', (request) => {
    const kind = kindOf(request);
    if (kind) events.push({ kind, at: 'start' });
  });
  page.on('requestfinished', (request) => {
    const kind = kindOf(request);
    if (kind) events.push({ kind, at: 'end' });
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/dashboard$/);
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(7);

  const starts = (kind: string) => events.filter((e) => e.kind === kind && e.at === 'start').length;
  expect(starts('session')).toBe(0);
  expect(starts('access')).toBe(1);
  expect(starts('tenant')).toBe(1);
  expect(starts('flags')).toBe(1);
  // The six built-in cards' declared counts in one batch; the third-party fixture's card asks for its figure (the cloud
  // asset count) with its own code, alone.
  expect(starts('batch')).toBe(1);
  expect(starts('counts')).toBe(1);
  // Step one: access, tenant and flags all asked for before any of them has answered.
  const firstEnd = events.findIndex((e) => e.at === 'end');
  expect(events.slice(0, firstEnd).map((e) => e.kind).sort()).toEqual(['access', 'flags', 'tenant']);
  // Step two: the counts, once all three have answered.
  const lastOfStepOne = Math.max(...['access', 'tenant', 'flags'].map((kind) => events.findIndex((e) => e.kind === kind && e.at === 'end')));
  const firstCount = events.findIndex((e) => e.kind === 'counts' || e.kind === 'batch');
  expect(firstCount).toBeGreaterThan(lastOfStepOne);
});

test('a signed-in page load: the session, its start data and the import map come with the page, and every script and stylesheet is fetched once', async ({ page }) => {
  await signIn(page);
  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
  });

  await page.goto('/admin/dashboard/dashboard');
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(7);

  expect(fetched.get('/bff/session')).toBeUndefined();
  expect(fetched.get('/import-map.json')).toBeUndefined();
  // What the console asks for first comes with the page too: access, tenant, the password's age and every flag.
  for (const path of ['/bff/api/tenant/rbac/api/v1/rbac/user', '/bff/api/tenant/api/v1/tenant', '/bff/api/user/api/v1/password/status',
    '/bff/api/featureflag/api/v2/isenabled']) {
    expect(fetched.get(path), path).toBeUndefined();
  }
  // A preload that the later request did not match would show here as a second fetch of the same file.
  const twice = [...fetched].filter(([path, count]) => /\.(js|css)$/.test(path) && count > 1).map(([path]) => path);
  expect(twice).toEqual([]);
  // The preloads are the files the shell runs: the root config (its shell and plugin lifecycles inside) and the shared modules they import.
  const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloaded.filter((path) => path.startsWith('/root-config/')).map((path) => path.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['/root-config/root-config']);
});

test("the shell's own scripts: React's four modules in one file, jotai's three in one, the root config in one, no overrides script", async ({ page }) => {
  await signIn(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/admin/dashboard/dashboard');
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(7);

  const stems = scripts.map((path) => path.replace(/-[\w-]{8}\.js$/, ''));
  expect(stems.filter((stem) => /^\/shared\/(react|jotai)/.test(stem) && stem !== '/shared/react-router').sort()).toEqual(['/shared/jotai', '/shared/react']);
  // The root config's entry, and the boot file (boot.js and SystemJS) beside it.
  expect(stems.filter((stem) => stem.startsWith('/root-config/')).sort()).toEqual(['/root-config/boot', '/root-config/root-config']);
  // localhost allows overrides, but none is stored and the developer tools are off.
  expect(scripts).not.toContain('/vendor/import-map-overrides.js');
  expect(await page.evaluate(() => 'importMapOverrides' in window)).toBe(false);
  // Each specifier still names its module, and all of React's name the one file: one React for the shell and every plugin.
  const imports = await page.evaluate(() => (window as unknown as { System: { getImportMap(): { imports: Record<string, string> } } }).System.getImportMap().imports);
  const react = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].map((specifier) => imports[specifier]));
  expect(react.size).toBe(1);
  expect([...react][0]).toMatch(/^http:\/\/[^/]+\/shared\/react-[\w-]{8}\.js$/);
  expect(new Set(['jotai', 'jotai/vanilla', 'jotai/react'].map((specifier) => imports[specifier])).size).toBe(1);
});

test('the page runs one boot script (boot.js and SystemJS), cached for good, and asks for no icon', async ({ page }) => {
  await signIn(page);
  const cacheControl = new Map<string, string | null>();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // Read at once: an awaited header read that is still pending when the test closes the page fails outside the test.
  page.on('response', (response) => cacheControl.set(new URL(response.url()).pathname, response.headers()['cache-control'] ?? null));

  await page.goto('/admin/dashboard/dashboard');
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(7);

  // The parser's scripts; SystemJS adds its modules as async ones.
  const scripts = await page.locator('head > script[src]:not([async])').evaluateAll((elements) =>
    elements.map((e) => ({ src: new URL((e as HTMLScriptElement).src).pathname, integrity: (e as HTMLScriptElement).integrity })),
  );
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.src).toMatch(/^\/root-config\/boot-[\w-]{8}\.js$/);
  expect(scripts[0]!.integrity).toMatch(/^sha384-/);
  expect(cacheControl.get(scripts[0]!.src)).toBe('public, max-age=31536000, immutable');
  expect(requested).not.toContain('/boot.js');
  expect(requested).not.toContain('/vendor/system.min.js');
  expect(requested).not.toContain('/favicon.ico');
});
