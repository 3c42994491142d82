/**
 * Console load benchmark: `npm run bench:console` (after `npm run build`).
 *
 * Starts the built server on a free port and, in headless Debian chromium,
 * measures (1) the gzip size of the JavaScript loaded before the shell's
 * menu is visible, per module, and (2) the median of 5 cold loads (new
 * context, empty cache) until the shell and the first plugin are visible.
 *
 * Options: --path=/admin/profile  --shell='nav[aria-label="Main"]'  --plugin='[data-plugin-root] h1'  --runs=5
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startConsoleServer } from '../scripts/consoleServer.js';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.join('=')] as const;
  }),
);
const PATH = args.get('path') || '/admin/profile';
const SHELL_SELECTOR = args.get('shell') || 'nav[aria-label="Main"]';
const PLUGIN_SELECTOR = args.get('plugin') || '[data-plugin-root] h1';
const RUNS = Number(args.get('runs') || 5);
const DEMO_PASSWORD = 'Palisade-demo-1';

interface ImportMapJson {
  imports: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
}

interface LoadedScript {
  url: string;
  gzipBytes: number;
  finishedAt: number;
}

interface Run {
  shellMs: number;
  pluginMs: number;
  scripts: LoadedScript[];
  shellAt: number;
}

/** Which module a script URL belongs to, for the breakdown. */
function moduleOf(url: string, importMap: ImportMapJson): string {
  const path = new URL(url).pathname;
  const mappings = [importMap.imports, ...Object.values(importMap.scopes ?? {})].flatMap((m) => Object.entries(m));
  const specifier = mappings.find(([, mapped]) => mapped === path)?.[0];
  if (specifier !== undefined) return specifier;
  if (path.startsWith('/shared/sdk-chunks/')) return '@palisade/sdk (chunks)';
  if (path.startsWith('/root-config/')) return '@palisade/root-config (chunks)';
  const plugin = /^\/plugins\/([^/]+)\//.exec(path);
  if (plugin) return `@palisade-plugins/${plugin[1]}`;
  return path;
}

async function signIn(page: Page): Promise<void> {
  const session = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const response = await page.request.post('/bff/login', {
    headers: { 'X-CSRF-Token': session.csrfToken },
    data: { email: 'admin@acme.test', password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()} ${await response.text()}`);
}

async function coldLoad(browser: Browser, baseURL: string): Promise<Run> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page);
  const scripts: Promise<LoadedScript | null>[] = [];
  page.on('requestfinished', (request) => {
    const finishedAt = performance.now();
    scripts.push(
      (async () => {
        const response = await request.response();
        if (response === null || !new URL(request.url()).pathname.endsWith('.js')) return null;
        const body = await response.body().catch(() => Buffer.alloc(0));
        return { url: request.url(), gzipBytes: gzipSync(body).length, finishedAt };
      })(),
    );
  });
  const started = performance.now();
  await page.goto(PATH, { waitUntil: 'commit' });
  await page.locator(SHELL_SELECTOR).first().waitFor({ state: 'visible', timeout: 60_000 });
  const shellAt = performance.now();
  await page.locator(PLUGIN_SELECTOR).first().waitFor({ state: 'visible', timeout: 60_000 });
  const pluginAt = performance.now();
  const loaded = (await Promise.all(scripts)).filter((s): s is LoadedScript => s !== null);
  await context.close();
  return { shellMs: shellAt - started, pluginMs: pluginAt - started, scripts: loaded, shellAt };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const server = await startConsoleServer({ scale: 'small', rateLimits: { perAccount: 1_000, perAddress: 1_000 } });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const importMap = (await (await fetch(`${server.url}/import-map.json`)).json()) as ImportMapJson;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, server.url));

    const first = runs[0];
    if (first === undefined) throw new Error('no runs');
    const beforeShell = first.scripts.filter((s) => s.finishedAt <= first.shellAt);
    const byModule = new Map<string, number>();
    for (const script of beforeShell) {
      const name = moduleOf(script.url, importMap);
      byModule.set(name, (byModule.get(name) ?? 0) + script.gzipBytes);
    }
    const total = [...byModule.values()].reduce((a, b) => a + b, 0);
    const react = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].reduce((a, m) => a + (byModule.get(m) ?? 0), 0);

    process.stdout.write(`\nJS loaded before the shell is visible (gzip), ${PATH}\n`);
    console.table(
      [...byModule.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([module, bytes]) => ({ module, gzip: kb(bytes), share: `${((100 * bytes) / total).toFixed(1)} %` })),
    );
    console.table([
      { measure: 'total JS before shell', value: kb(total) },
      { measure: 'react + react-dom', value: kb(react) },
      { measure: 'react + react-dom share', value: `${((100 * react) / total).toFixed(1)} %` },
      { measure: 'total / (react + react-dom)', value: react === 0 ? 'n/a' : `${(total / react).toFixed(2)}×` },
      { measure: 'rest / (react + react-dom)', value: react === 0 ? 'n/a' : `${((total - react) / react).toFixed(2)}×` },
    ]);
    const shell = median(runs.map((r) => r.shellMs));
    const plugin = median(runs.map((r) => r.pluginMs));
    process.stdout.write(`\nCold loads (${RUNS}, new context each, no cache), headless chromium\n`);
    console.table([
      { milestone: 'shell visible', median: `${shell.toFixed(0)} ms`, runs: runs.map((r) => r.shellMs.toFixed(0)).join(' ') },
      { milestone: 'shell + first plugin visible', median: `${plugin.toFixed(0)} ms`, runs: runs.map((r) => r.pluginMs.toFixed(0)).join(' ') },
      { milestone: 'plugin / shell', median: `${(plugin / shell).toFixed(2)}×`, runs: '' },
    ]);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
