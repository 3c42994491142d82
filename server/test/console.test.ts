import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, call, startServer, type TestServer } from './helpers.js';

let dist: string;
let t: TestServer;
const BOOT = '/root-config/boot-xvK9gX-H.js';
const ROOT_CONFIG = '/root-config/root-config-Y7A4dh8c.js';
const bigChunk = `export const data = ${JSON.stringify('x'.repeat(5000))};`;
/** A built, content-hashed module with the `.br` and `.gz` the build writes beside it. */
const built = `System.register([], function () { return { execute: function () { ${'console.log("précompressé ✓");'.repeat(80)} } }; });`;
const builtBr = brotliCompressSync(built, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const builtGz = gzipSync(built, { level: 9 });

/** A GET that returns the body exactly as sent (no decoding), with its headers. */
function raw(url: string, acceptEncoding: string | null): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'palisade-dist-'));
  // As the build writes them: the import map, then the boot script (SystemJS and boot.js in one content-hashed file).
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><!--palisade-config--><script type="systemjs-importmap" src="/import-map.json"></script>\
<script src="${BOOT}"></script></head><body><div id="palisade-root"></div></body></html>`);
  writeFileSync(join(dist, 'import-map.json'), JSON.stringify({ imports: { '@palisade/root-config': ROOT_CONFIG } }));
  mkdirSync(join(dist, 'root-config'));
  writeFileSync(join(dist, 'root-config', 'boot-xvK9gX-H.js'), 'void 0;');
  writeFileSync(join(dist, 'root-config', 'root-config-Y7A4dh8c.js'), 'System.register([], function () { return { execute: function () {} }; });');
  mkdirSync(join(dist, 'vendor'));
  writeFileSync(join(dist, 'vendor', 'system.min.js'), 'void 0;');
  mkdirSync(join(dist, 'plugins', 'alerts'), { recursive: true });
  writeFileSync(join(dist, 'plugins', 'alerts', 'plugin.js'), 'export default {};');
  mkdirSync(join(dist, 'shared'));
  writeFileSync(join(dist, 'shared', 'chunk-3f9a2C1b.js'), bigChunk);
  writeFileSync(join(dist, 'shared', 'module-Ab3dE6gH.js'), built);
  writeFileSync(join(dist, 'shared', 'module-Ab3dE6gH.js.br'), builtBr);
  writeFileSync(join(dist, 'shared', 'module-Ab3dE6gH.js.gz'), builtGz);
  writeFileSync(join(dist, 'plugins', 'alerts', 'plugin.js.br'), brotliCompressSync('export default {};'));
  t = await startServer({ consoleDir: dist, demo: false, allowOverrides: true, sentryDsn: 'https://key@sentry.example.test/1' });
});
afterAll(async () => {
  await t.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('console static files', () => {
  it('injects the runtime config into index.html, escaping <, without caching', async () => {
    const res = await call(`${t.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const match = /<script type="application\/json" id="palisade-config">(.*?)<\/script>/.exec(res.body as string);
    expect(JSON.parse(match![1]!)).toEqual({ allowOverrides: true, sentryDsn: 'https://key@sentry.example.test/1', demo: false, version: expect.any(String), styleNonce: expect.any(String) });
    expect(res.body).not.toContain('<!--palisade-config-->');
  });

  it('serves the SPA shell for client routes and JSON 404s for unknown server routes', async () => {
    const page = await call(`${t.url}/admin/dashboard/dashboard?x=1`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('id="palisade-config"');
    for (const path of ['/api/unknown', '/bff/unknown', '/idp/unknown', '/dev/outbox?email=a@b.test']) {
      const res = await call(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code, path).toBe('NOT_FOUND');
    }
  });

  it('caches entry files never and hashed chunks forever, compressed on request', async () => {
    expect((await call(`${t.url}/import-map.json`)).headers.get('cache-control')).toBe('no-cache');
    expect((await call(`${t.url}/plugins/alerts/plugin.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await call(`${t.url}/vendor/system.min.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await call(`${t.url}/`)).body).toContain(`<script src="${BOOT}"></script>`);
    expect((await call(`${t.url}${BOOT}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const chunk = await fetch(`${t.url}/shared/chunk-3f9a2C1b.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-encoding')).toBe('gzip');
    expect(await chunk.text()).toBe(bigChunk);
    const br = await fetch(`${t.url}/shared/chunk-3f9a2C1b.js`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(bigChunk);
  });

  it('sends the precompressed file the build wrote for br and gzip, the file itself otherwise, each decoding to the original', async () => {
    const url = `${t.url}/shared/module-Ab3dE6gH.js`;
    const answers = { br: await raw(url, 'gzip, deflate, br'), gzip: await raw(url, 'gzip'), identity: await raw(url, null) };
    expect(answers.br.body.equals(builtBr)).toBe(true);
    expect(answers.gzip.body.equals(builtGz)).toBe(true);
    expect(answers.identity.body.equals(Buffer.from(built))).toBe(true);
    expect(answers.identity.headers['content-encoding']).toBeUndefined();
    for (const [encoding, answer] of Object.entries(answers)) {
      expect(answer.status, encoding).toBe(200);
      expect(answer.headers['content-type'], encoding).toBe('application/javascript; charset=utf-8');
      expect(answer.headers.vary, encoding).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    expect(answers.br.headers['content-encoding']).toBe('br');
    expect(answers.gzip.headers['content-encoding']).toBe('gzip');
  });

  it('keeps revalidating a plugin entry when it is sent precompressed', async () => {
    const entry = await raw(`${t.url}/plugins/alerts/plugin.js`, 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with local script origins when overrides are allowed', async () => {
    const res = await call(`${t.url}/`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' http://localhost:* http://127.0.0.1:*");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://sentry.example.test');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('console options', () => {
  it('serves an alternative import map', async () => {
    const altMap = join(dist, '..', `alt-map-${process.pid}.json`);
    writeFileSync(altMap, JSON.stringify({ imports: { fixture: '/fixture.js' } }));
    const other = await startServer({ consoleDir: dist, demo: false, importMapPath: altMap });
    try {
      const map = await call(`${other.url}/import-map.json`);
      expect(map.body).toEqual({ imports: { fixture: '/fixture.js' } });
      expect(map.headers.get('cache-control')).toBe('no-cache');
      // 127.0.0.1 is a local host, where overrides are accepted whatever the server says.
      expect(map.headers.get('content-security-policy')).toContain("script-src 'self' http://localhost:* http://127.0.0.1:*;");
    } finally {
      await other.stop();
      rmSync(altMap, { force: true });
    }
  });

  it('explains how to build when dist is missing', async () => {
    const unbuilt = await startServer({ demo: true });
    try {
      const res = await call(`${unbuilt.url}/admin`);
      expect(res.status).toBe(503);
      expect(res.body).toContain('npm run build');
      const outbox = await call(`${unbuilt.url}/dev/outbox?email=admin@acme.test`);
      expect(outbox.status).toBe(200);
      expect(outbox.body.messages).toEqual([]);
    } finally {
      await unbuilt.stop();
    }
  });

  it('writes the served import map into the page, and carries the session of a signed-in request only, unstored', async () => {
    const demo = await startServer({ consoleDir: dist, demo: true });
    try {
      const anonymous = await call(`${demo.url}/admin/dashboard/dashboard`);
      expect(anonymous.body).not.toContain('palisade-session');
      expect(/<script type="systemjs-importmap">(.*?)<\/script>/.exec(anonymous.body as string)![1]).toBe(`{"imports":{"@palisade/root-config":"${ROOT_CONFIG}"}}`);

      const browser = new BrowserClient(demo.url);
      expect((await browser.login('admin@acme.test')).status).toBe(200);
      const page = await browser.request('GET', '/admin/dashboard/dashboard', undefined, { accept: 'text/html' });
      expect(page.headers.get('cache-control')).toBe('no-store');
      const session = JSON.parse(/id="palisade-session">(.*?)<\/script>/.exec(page.body as string)![1]!);
      expect(session).toMatchObject({ authenticated: true, csrfToken: browser.csrf, user: { email: 'admin@acme.test' }, tenant: { name: 'Acme' } });
      // What GET /bff/session answers, never a token.
      expect(Object.keys(session).sort()).toEqual(['accessTokenRefreshedAt', 'authenticated', 'breakglass', 'csrfToken', 'expiresAt', 'org', 'tenant', 'user']);
    } finally {
      await demo.stop();
    }
  });

  it("carries each signed-in session's own start data, none signed out or expired, never stored", async () => {
    const demo = await startServer({ consoleDir: dist, demo: true });
    const block = (html: string, id: string) => {
      const found = new RegExp(`id="${id}">(.*?)</script>`).exec(html);
      return found ? JSON.parse(found[1]!) : undefined;
    };
    const moduleIds = (start: any) => (start.access.body.modules as Array<{ id: string }>).map((m) => m.id).sort();
    try {
      const admin = new BrowserClient(demo.url);
      const viewer = new BrowserClient(demo.url);
      expect((await admin.login('admin@acme.test')).status).toBe(200);
      expect((await viewer.login('viewer@acme.test')).status).toBe(200);
      const adminPage = await admin.request('GET', '/admin/dashboard/dashboard', undefined, { accept: 'text/html' });
      const viewerPage = await viewer.request('GET', '/', undefined, { accept: 'text/html' });
      for (const page of [adminPage, viewerPage]) {
        expect(page.headers.get('cache-control')).toBe('no-store');
        expect(page.headers.get('vary')).toContain('Cookie');
      }
      const adminStart = block(adminPage.body as string, 'palisade-start');
      const viewerStart = block(viewerPage.body as string, 'palisade-start');
      // Each page its own user's answers: access, tenant and the password's age, as the console would have asked for them.
      expect(adminStart.access.status).toBe(200);
      expect(moduleIds(adminStart)).toEqual(expect.arrayContaining(['ALERTS', 'DASHBOARD', 'ROLE_MANAGEMENT', 'SINGLE_SIGN_ON']));
      expect(viewerStart.access.status).toBe(200);
      expect(moduleIds(viewerStart)).toEqual(['ALERTS', 'DASHBOARD']);
      for (const start of [adminStart, viewerStart]) {
        expect(start.tenant).toMatchObject({ status: 200, body: { name: 'Acme' } });
        expect(start.passwordStatus).toMatchObject({ status: 200, body: { expired: false } });
        // The catalogue of this build declares no flags: nothing to ask for.
        expect(start.flags).toBeNull();
        // The administrators' messages for the host the page was asked at: the demo's one message for every host.
        expect(start.adminMessages).toEqual({ host: new URL(demo.url).hostname, answer: { status: 200, body: [
          { id: 'demo-data', severity: 'info', message: 'This console runs on generated demo data. Everything you change stays on this machine.' },
        ] } });
      }
      expect(block(adminPage.body as string, 'palisade-session').user.email).toBe('admin@acme.test');
      expect(block(viewerPage.body as string, 'palisade-session').user.email).toBe('viewer@acme.test');

      // Signed out (a session that has only its CSRF token, and no cookie at all): no start data.
      const anonymous = new BrowserClient(demo.url);
      await anonymous.session();
      expect((await anonymous.request('GET', '/', undefined, { accept: 'text/html' })).body).not.toContain('palisade-start');
      expect((await call(`${demo.url}/`)).body).not.toContain('palisade-start');
      expect((await admin.request('POST', '/bff/logout')).status).toBeLessThan(300);
      const signedOut = await admin.request('GET', '/', undefined, { accept: 'text/html' });
      expect(signedOut.body).not.toContain('palisade-start');
      expect(signedOut.body).not.toContain('admin@acme.test');

      // Past the session's lifetime: the page carries neither the session nor its data.
      demo.advance(13 * 60 * 60 * 1000);
      const expired = await viewer.request('GET', '/', undefined, { accept: 'text/html' });
      expect(expired.body).not.toContain('palisade-start');
      expect(expired.body).not.toContain('palisade-session');
    } finally {
      await demo.stop();
    }
  });
});

