import { expect, test, type Page } from '@playwright/test';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from '../../scripts/chromiumPath';
import { freePort } from '../../scripts/consoleServer';
import { seriousViolations } from './support/axe';
import { runCommand, startCommand, type RunningCommand } from './support/commands';
import { signIn } from './support/signIn';

/**
 * What a third party does with the plugin author's kit, outside this
 * repository: pack the SDK and the scaffolder, scaffold into a temporary
 * directory, install from the tarballs (no workspace links), test, build,
 * serve, override the plugin into the running console, and run the plugin's
 * own browser smoke test (@palisade/playwright). Each step's time is printed;
 * the build's checks are then broken three ways.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const ID = 'acme-inventory';
const TITLE = 'Acme Inventory';
// 100 is the fixture third-party plugin's card place in this console.
const CARD_PLACE = '110';
const STEP_TIMEOUT = 240_000;
const SIX = ['Cloud Threats', 'Cloud Assets', 'Cloud Identities', 'Infrastructure as Code', 'Compliance', 'Vulnerability'];

let work: string;
let plugin: string;
let devPort: number;
const timings: Array<[string, number]> = [];

async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  timings.push([name, Date.now() - started]);
  console.log(`plugin kit: ${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Runs a command that must succeed, failing with its output otherwise. */
async function mustRun(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const result = await runCommand(command, args, { cwd, env, timeoutMs: STEP_TIMEOUT });
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${result.code}:\n${result.output}`);
  return result.output;
}

/**
 * A copy of the SDK package to pack: its prepack builds dist/ in the copy,
 * never in the workspace's sdk/ that other tests' dev servers read.
 */
function sdkCopy(): string {
  const stage = mkdtempSync(join(REPO, '.tmp', 'kit-sdk-'));
  cpSync(join(REPO, 'tsconfig.base.json'), join(stage, 'tsconfig.base.json'));
  const sdk = join(stage, 'sdk');
  mkdirSync(sdk);
  for (const entry of readdirSync(join(REPO, 'sdk'))) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'reference' || entry.startsWith('.dist-') || entry === '.api') continue;
    cpSync(join(REPO, 'sdk', entry), join(sdk, entry), { recursive: true });
  }
  // The SDK's own nested dependencies, where the workspace installed any.
  try {
    symlinkSync(join(REPO, 'sdk', 'node_modules'), join(sdk, 'node_modules'), 'dir');
  } catch {
    // None.
  }
  return sdk;
}

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  mkdirSync(join(REPO, '.tmp'), { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'palisade-kit-'));
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  await timed('pack @palisade/sdk, @palisade/playwright and create-palisade-plugin', async () => {
    const sdk = sdkCopy();
    try {
      await Promise.all([
        mustRun('npm', ['pack', '--pack-destination', tarballs], sdk),
        mustRun('npm', ['pack', '--pack-destination', tarballs], join(REPO, 'create-palisade-plugin')),
        mustRun('npm', ['pack', '--pack-destination', tarballs], join(REPO, 'playwright-fixtures')),
      ]);
    } finally {
      rmSync(join(sdk, '..'), { recursive: true, force: true });
    }
  });
  const sdkTarball = join(tarballs, 'palisade-sdk-1.0.0.tgz');
  const scaffolder = join(tarballs, 'create-palisade-plugin-1.0.0.tgz');
  devPort = await freePort();
  await timed('scaffold (npx create-palisade-plugin)', () =>
    mustRun('npx', ['--yes', '--package', scaffolder, 'create-palisade-plugin', ID, '--sdk', sdkTarball, '--card-place', CARD_PLACE, '--port', String(devPort)], work),
  );
  plugin = join(work, ID);
  await timed('npm install (from the tarballs)', () => mustRun('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], plugin));
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test("a plugin scaffolded and built from the tarballs alone shows its page, menu item and card in the console under the override banner", async ({ page, browser, baseURL }) => {
  test.setTimeout(480_000);
  const installed = JSON.parse(readFileSync(join(plugin, 'node_modules', '@palisade', 'sdk', 'package.json'), 'utf8')) as { version: string };
  expect(installed.version).toBe('1.0.0');
  // Installed from the tarball, not linked to the workspace.
  expect(lstatSync(join(plugin, 'node_modules', '@palisade', 'sdk')).isSymbolicLink()).toBe(false);
  expect(readFileSync(join(plugin, 'package-lock.json'), 'utf8')).toContain('palisade-sdk-1.0.0.tgz');
  // The Playwright fixtures from the tarball beside the SDK's.
  expect(readFileSync(join(plugin, 'package-lock.json'), 'utf8')).toContain('palisade-playwright-1.0.0.tgz');

  const tests = await timed('npm test (the plugin\'s unit tests)', () => mustRun('npm', ['test'], plugin));
  expect(tests).toMatch(/Tests\s+3 passed/);
  await timed('npm run typecheck', () => mustRun('npm', ['run', 'typecheck'], plugin));
  const built = await timed('npm run build (checked against this console)', () => mustRun('npm', ['run', 'build'], plugin, { PALISADE_CONSOLE: baseURL }));
  expect(built).toContain(`plugin "${ID}": valid for the console`);

  let dev: RunningCommand | undefined;
  try {
    dev = await timed('npm run dev (until it serves)', () => startCommand('npm', ['run', 'dev'], { cwd: plugin, readyWhen: 'Serving plugin', timeoutMs: STEP_TIMEOUT }));
    // The line `npm run dev` prints is what the developer pastes into the browser.
    const override = /localStorage\.setItem\('([^']+)', '([^']+)'\)/.exec(dev.output());
    expect(override?.slice(1)).toEqual([`import-map-override:@palisade-plugins/${ID}`, `http://localhost:${devPort}/plugin.js`]);
    const [key, url] = [override![1]!, override![2]!];
    const overrideIn = async (p: Page) => {
      await signIn(p);
      await p.goto('/admin/profile');
      await p.evaluate(([k, u]) => window.localStorage.setItem(k, u), [key, url] as const);
    };

    await timed('console in Chromium: page, menu item, card, banner', async () => {
      await overrideIn(page);
      await page.goto(`/admin/${ID}`);
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(page.getByText('Signed in to Acme', { exact: true })).toBeVisible();
      await expect(page.locator(':is([role=status], [role=region])', { hasText: 'Overrides active' })).toContainText(ID);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: TITLE })).toBeVisible();
      await page.getByRole('button', { name: 'Say hello' }).click();
      await expect(page.getByText(`Hello from ${TITLE}`)).toBeVisible();

      await page.goto('/admin/dashboard/dashboard');
      // After the six built-in cards and the fixture third party's (place 100), each with its figure.
      const cards = [...SIX, 'Cloud cost', TITLE];
      await expect
        .poll(() => page.getByRole('region', { name: 'Dashboard cards' }).getByRole('group').evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label'))))
        .toEqual(cards.map((title, i) => `${i + 1} of ${cards.length}: ${title}`));
      await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(cards.length);
    });

    // The scaffolded smoke test, run in the plugin's directory with its own Playwright and @palisade/playwright:
    // signs in, overrides the plugin with the running dev server's build, waits for it and sees its page.
    const smoke = await timed('npm run test:browser (the plugin\'s smoke test)', () =>
      mustRun('npm', ['run', 'test:browser'], plugin, { PALISADE_CONSOLE_URL: baseURL, PALISADE_CHROMIUM: CHROMIUM_PATH }),
    );
    expect(smoke).toMatch(/1 passed/);

    const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(['plugin kit, step times:', ...timings.map(([name, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`), `  ${(total / 1000).toFixed(1).padStart(6)} s  whole path`].join('\n'));

    // The new page passes axe, injected inline: in a context without the CSP.
    const axeContext = await browser.newContext({ bypassCSP: true, baseURL });
    try {
      const axePage = await axeContext.newPage();
      await overrideIn(axePage);
      await axePage.goto(`/admin/${ID}`);
      await expect(axePage.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      expect(await seriousViolations(axePage, '#palisade-content')).toEqual([]);
    } finally {
      await axeContext.close();
    }
  } finally {
    await dev?.stop();
  }
});

/** A copy of the scaffolded plugin (sharing its node_modules) with `src/plugin.ts` edited, built; returns the build's output. */
async function breakAndBuild(name: string, from: string, to: string, env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  const copy = join(work, name);
  mkdirSync(copy);
  for (const entry of ['package.json', 'rollup.config.mjs', 'tsconfig.json', 'src']) cpSync(join(plugin, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(plugin, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const source = join(copy, 'src', 'plugin.ts');
  const text = readFileSync(source, 'utf8');
  if (!text.includes(from)) throw new Error(`${source} does not contain ${JSON.stringify(from)}`);
  writeFileSync(source, text.replace(from, to));
  return runCommand('npm', ['run', 'build'], { cwd: copy, env, timeoutMs: STEP_TIMEOUT });
}

test('the build refuses an SDK range the console does not satisfy, naming the plugin, the field and what would do', async () => {
  test.setTimeout(STEP_TIMEOUT);
  const { code, output } = await breakAndBuild('needs-sdk-2', "sdk: '^1.0.0'", "sdk: '^2.0.0'");
  expect(code).not.toBe(0);
  expect(output).toContain(`plugin "${ID}": sdk: "^2.0.0" excludes the console's SDK 1.0.0 (from the SDK this plugin builds with); expected a range that includes it, e.g. "^1.0.0"`);
});

test("the build refuses a path another plugin of the console holds, naming both plugins and both paths", async ({ baseURL }) => {
  test.setTimeout(STEP_TIMEOUT);
  const { code, output } = await breakAndBuild('takes-alerts', `path: '/admin/${ID}'`, "path: '/admin/alerts/inventory'", { PALISADE_CONSOLE: baseURL });
  expect(code).not.toBe(0);
  expect(output).toContain(
    `Plugin "${ID}" extensions[0].properties.path: path "/admin/alerts/inventory" overlaps path "/admin/alerts/*" of plugin "alerts", which keeps it; expected a path of the plugin's own, e.g. "/admin/${ID}"`,
  );
});

test('the build refuses a card without its required title key, saying it is required', async () => {
  test.setTimeout(STEP_TIMEOUT);
  const { code, output } = await breakAndBuild('card-without-title', "titleKey: 'card.title', ", '');
  expect(code).not.toBe(0);
  expect(output).toContain(`plugin "${ID}": extensions[2].properties.titleKey: required (must be a string)`);
});
