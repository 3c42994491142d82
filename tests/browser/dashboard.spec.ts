import { expect, test, type Page } from '@playwright/test';
import { answerApiCall, recordApiCalls } from './support/apiCalls';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const slides = (page: Page) =>
  page.getByRole('region', { name: 'Dashboard cards' }).getByRole('group').evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label')));

const SIX = ['Cloud Threats', 'Cloud Assets', 'Cloud Identities', 'Infrastructure as Code', 'Compliance', 'Vulnerability'];
const numbered = (titles: string[]) => titles.map((title, i) => `${i + 1} of ${titles.length}: ${title}`);

// "Cloud cost" is the third-party fixture plugin's card (DASHBOARD sub-app CLOUD_ASSETS), after the six.
const ROLES = [
  { email: 'admin@acme.test', cards: [...SIX, 'Cloud cost'] },
  // The viewer's role grants all six DASHBOARD sub-apps, CLOUD_ASSETS among them.
  { email: 'viewer@acme.test', cards: [...SIX, 'Cloud cost'] },
  { email: 'dev@acme.test', cards: ['Infrastructure as Code'] },
];

for (const role of ROLES) {
  test(`${role.email} sees exactly the cards the role grants, each with its figure`, async ({ page }) => {
    await signIn(page, { email: role.email });
    await page.goto('/admin/dashboard/dashboard');
    await expect.poll(() => slides(page)).toEqual(numbered(role.cards));
    await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(role.cards.length);
  });
}

test('each of the six cards links to its area, and the link leads there', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  const hrefs = ['/admin/alerts', '/admin/cloud-posture/cloud-assets', '/admin/cloud-posture/cloud-identities', '/admin/configuration/iac/integrations',
    '/admin/cloud-posture/compliance', '/admin/cloud-posture/vulnerability/inventory'];
  for (const [appId, href] of hrefs.entries()) {
    await expect(page.locator(`[data-app-id="${appId}"]`).getByRole('link', { name: SIX[appId] })).toHaveAttribute('href', href);
  }
  await page.locator('[data-app-id="2"]').getByRole('link', { name: 'Cloud Identities' }).click();
  await expect(page).toHaveURL(/\/admin\/cloud-posture\/cloud-identities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud Identity' })).toBeVisible();
});

test("a failing count shows '--' on its card while the others show figures", async ({ page }) => {
  await answerApiCall(page, 'commondashboard/v1/totalIdentities', 500, { error: { code: 'X', message: 'down' } });
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  const failed = page.locator('[data-app-id="2"]');
  await expect(failed).toHaveAttribute('data-status', 'failed');
  await expect(failed.getByRole('term')).toHaveText('--');
  await expect(failed.getByTestId('card-value')).toHaveText('');
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(6);
});

test("the six declared figures come in one request, and a call refused in it shows '--' on its card only", async ({ page }) => {
  const batches: string[][] = [];
  const alone: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(totalThreats|cloudassetcount|totalIdentities|iacalertcount|getComplianceScore|totalVulnerabilities)$/.test(pathname)) alone.push(pathname);
  });
  await answerApiCall(page, 'vulnerability/v1/totalVulnerabilities', 403, { error: { code: 'FORBIDDEN', message: 'No' } });
  // Routed after the answer above, so seen first: each batch's calls as sent.
  await page.route('**/bff/batch', (route) => {
    batches.push((route.request().postDataJSON() as { calls: { path: string }[] }).calls.map((c) => c.path));
    return route.fallback();
  });
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(6);
  const refused = page.locator('[data-app-id="5"]');
  await expect(refused).toHaveAttribute('data-status', 'failed');
  await expect(refused.getByRole('term')).toHaveText('--');
  for (const [appId, figure] of [[0, /^\d[\d,]*$/], [4, /^\d+%$/]] as const) {
    await expect(page.locator(`[data-app-id="${appId}"]`).getByTestId('card-value')).toHaveText(figure);
  }
  expect(batches).toEqual([[
    'commondashboard/v1/totalThreats', 'asset/api/v1/dashboard/cloudassetcount', 'commondashboard/v1/totalIdentities',
    'alerts/v1/buildtime/iacalertcount', 'compliance/v1/benchmark/getComplianceScore', 'vulnerability/v1/totalVulnerabilities',
  ]]);
  // The third-party fixture's card loads its figure with its own code (loadCount): that one call goes alone.
  expect(alone).toEqual(['/bff/api/asset/api/v1/dashboard/cloudassetcount']);
});

test('on a slow machine each figure is still asked for once, however late the page parts arrive', async ({ page }) => {
  test.setTimeout(90_000);
  // A CPU six times slower than this one: the cards mount while other page parts still load, as on a busy laptop.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const calls = await recordApiCalls(page);
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.getByRole('region', { name: 'Severity over time' }).locator('svg')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(7);
  const asked = (path: string) => calls.filter((call) => call === path).length;
  expect(['commondashboard/v1/totalThreats', 'commondashboard/v1/totalIdentities', 'alerts/v1/buildtime/iacalertcount'].map(asked)).toEqual([1, 1, 1]);
});

test('Reload asks for the figures again after 3 s', async ({ page }) => {
  await page.clock.install();
  const asked = await recordApiCalls(page);
  const calls = () => asked.filter((path) => path === 'commondashboard/v1/totalThreats').length;
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.locator('[data-app-id="0"]')).toHaveAttribute('data-status', 'ready');
  // The trend charts load once every figure is in; wait for them, so the page is settled before Reload.
  await expect(page.getByRole('region', { name: 'Severity over time' }).locator('svg')).toBeVisible();
  expect(calls()).toBe(1);
  // The installed clock still follows real time until paused: on a busy machine the click and the status check alone
  // may take longer than the 100 ms this test leaves before the reload is due.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reloading the figures in 3 seconds' })).toBeAttached();
  await page.clock.runFor(2900);
  expect(calls()).toBe(1);
  await page.clock.runFor(200);
  await expect.poll(calls).toBe(2);
});

/** The focused element's accessible text and its computed outline, as a keyboard user sees it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return { text: (el?.textContent ?? '').trim(), outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '' };
  });

test('the carousel works from the keyboard alone, with a visible focus ring', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(7);
  // Tab from the top of the page to the Next button.
  let stops = 0;
  while ((await focused(page)).text !== 'Next card ›') {
    expect(++stops, 'Next card is reachable by Tab').toBeLessThan(40);
    await page.keyboard.press('Tab');
  }
  const visibleRing = (outline: string) => expect(outline).toMatch(/^(solid|auto|dashed|dotted|double) [1-9]/);
  visibleRing((await focused(page)).outline);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-current] [data-app-id="1"]')).toBeVisible();
  await expect(page.getByText('Card 2 of 7: Cloud Assets')).toBeAttached();
  // Into the cards, then → moves the current card and keeps focus on its link.
  await page.keyboard.press('Tab');
  expect((await focused(page)).text).toBe('Cloud Threats');
  visibleRing((await focused(page)).outline);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-current] [data-app-id="2"]')).toBeVisible();
  await expect(page.locator('[data-app-id="2"]').getByRole('link', { name: 'Cloud Identities' })).toBeFocused();
  await expect(page.getByText('Card 3 of 7: Cloud Identities')).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('[data-current] [data-app-id="0"]')).toBeVisible();
  await expect(page.locator('[data-app-id="0"]').getByRole('link', { name: 'Cloud Threats' })).toBeFocused();
});

/** The track's scroll positions, frame by frame, after Previous (from the first card: to the last one). */
async function scrollAfterWrap(page: Page) {
  return page.evaluate(async () => {
    const track = document.querySelector<HTMLElement>('.dash-carousel__track')!;
    const start = track.scrollLeft;
    [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Previous card'))!.click();
    const frames: number[] = [];
    const until = performance.now() + 1500;
    while (performance.now() < until) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      frames.push(track.scrollLeft);
    }
    const final = track.scrollLeft;
    return { start, final, between: frames.filter((x) => x > start && x < final).length, behavior: getComputedStyle(track).scrollBehavior };
  });
}

test('the carousel jumps without animation when the user prefers reduced motion, and glides otherwise', async ({ page }) => {
  await signIn(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(7);
  const reduced = await scrollAfterWrap(page);
  expect(reduced.behavior).toBe('auto');
  expect(reduced.final).toBeGreaterThan(reduced.start + 100);
  // No frame ever shows the track part way: it jumps.
  expect(reduced.between).toBe(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(7);
  const smooth = await scrollAfterWrap(page);
  expect(smooth.behavior).toBe('smooth');
  expect(smooth.final).toBe(reduced.final);
  expect(smooth.between).toBeGreaterThan(0);
});

const privateTest = privateServerTest();

privateTest("each card's figure is the server's total for the signed-in tenant", async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(6);
  // The same calls the cards make, through the same BFF path with the page's session.
  const totals = await page.evaluate(async () => {
    const { csrfToken } = (await (await fetch('/bff/session')).json()) as { csrfToken: string };
    const api = async (path: string, json?: unknown) => {
      const init: RequestInit = json === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken }, body: JSON.stringify(json) };
      const response = await fetch(`/bff/api/${path}`, { credentials: 'same-origin', ...init });
      return ((await response.json()) as { total: number }).total;
    };
    return [
      await api('commondashboard/v1/totalThreats'),
      await api('asset/api/v1/dashboard/cloudassetcount'),
      await api('commondashboard/v1/totalIdentities'),
      await api('alerts/v1/buildtime/iacalertcount', { filters: { alertStatus: ['Open'] } }),
      await api('compliance/v1/benchmark/getComplianceScore', { benchmarkId: 'ZBP' }),
      await api('vulnerability/v1/totalVulnerabilities'),
    ];
  });
  expect(totals.every((n) => Number.isInteger(n))).toBe(true);
  expect(totals.filter((n) => n > 0).length).toBeGreaterThanOrEqual(5);
  const shown = await page.locator('.dash-card [data-testid="card-value"]').allTextContents();
  expect(shown).toEqual(totals.map((n, appId) => (appId === 4 ? `${n}%` : n.toLocaleString('en-US'))));
});
