import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, startServer, type TestServer } from './helpers.js';

/** A GET with the Host and other headers of the caller's choice (fetch always sends the real Host). */
function getHeaders(url: string, headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      res.resume().on('end', () => resolve(res.headers));
    });
    req.on('error', reject);
    req.end();
  });
}

const directives = (csp: string | string[] | undefined) =>
  new Map(String(csp).split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

describe('behind a trusted proxy (PALISADE_TRUST_PROXY=1)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startServer({ trustProxy: 1 });
  });
  afterAll(async () => proxied.stop());

  it('names the session cookie __Host- and marks it Secure when the proxy says https, and the session holds', async () => {
    const https = new BrowserClient(proxied.url);
    const first = await https.request('GET', '/bff/session', undefined, { 'x-forwarded-proto': 'https' });
    expect(https.lastSetCookie).toMatch(/^__Host-palisade_session=[^;]+;/);
    expect(https.lastSetCookie).toMatch(/; Secure/);
    expect(https.lastSetCookie).toMatch(/; Path=\//);
    expect(https.lastSetCookie).not.toMatch(/Domain=/i);
    const again = await https.request('GET', '/bff/session', undefined, { 'x-forwarded-proto': 'https' });
    expect(again.body.csrfToken).toBe(first.body.csrfToken);
  });

  it('ignores a plain-named session cookie over https: only the __Host- one counts', async () => {
    const plain = new BrowserClient(proxied.url);
    const planted = await plain.session();
    expect(plain.cookie).toMatch(/^palisade_session=/);
    const overHttps = await plain.request('GET', '/bff/session', undefined, { 'x-forwarded-proto': 'https' });
    expect(overHttps.body.csrfToken).not.toBe(planted.body.csrfToken);
    expect(plain.lastSetCookie).toMatch(/^__Host-palisade_session=/);
  });

  it('sends HSTS on https and not on plain http', async () => {
    const https = await getHeaders(`${proxied.url}/`, { 'x-forwarded-proto': 'https' });
    expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await getHeaders(`${proxied.url}/`, {});
    expect(plain['strict-transport-security']).toBeUndefined();
  });
});

describe('without a trusted proxy', () => {
  let direct: TestServer;
  beforeAll(async () => {
    direct = await startServer();
  });
  afterAll(async () => direct.stop());

  it('does not believe X-Forwarded-Proto: plain cookie name, no Secure, no HSTS', async () => {
    const client = new BrowserClient(direct.url);
    await client.request('GET', '/bff/session', undefined, { 'x-forwarded-proto': 'https' });
    expect(client.lastSetCookie).toMatch(/^palisade_session=[^;]+;/);
    expect(client.lastSetCookie).not.toMatch(/Secure/);
    const headers = await getHeaders(`${direct.url}/`, { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Content-Security-Policy', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'palisade-csp-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><!--palisade-config--></head><body></body></html>');
    server = await startServer({ consoleDir: dist, demo: true, allowOverrides: false });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('requires Trusted Types from the loader policy only and allows no inline style but the page nonce it hands boot.js', async () => {
    const page = async () => {
      const res = await fetch(`${server.url}/admin/alerts`);
      const config = JSON.parse(/id="palisade-config">(.*?)<\/script>/.exec(await res.text())![1]!) as { styleNonce: string };
      return { csp: directives(res.headers.get('content-security-policy') ?? ''), nonce: config.styleNonce };
    };
    const first = await page();
    expect(first.csp.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(first.csp.get('trusted-types')).toEqual(['palisade-loader']);
    expect(first.csp.get('style-src')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*', `'nonce-${first.nonce}'`]);
    expect(first.csp.get('object-src')).toEqual(["'none'"]);
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect((await page()).nonce).not.toBe(first.nonce);
    const api = directives((await getHeaders(`${server.url}/bff/session`, { host: 'console.palisade.example' }))['content-security-policy']);
    expect(api.get('style-src')).toEqual(["'self'"]);
  });

  it('opens local script origins only on hosts where overrides are accepted (local, dev, int), even in demo mode', async () => {
    const scriptSrc = async (host: string) => directives((await getHeaders(`${server.url}/`, { host }))['content-security-policy']).get('script-src');
    expect(await scriptSrc('console.palisade.example')).toEqual(["'self'"]);
    expect(await scriptSrc('console.preview.palisade.example:8443')).toEqual(["'self'"]);
    for (const host of ['localhost:8080', '127.0.0.1', '[::1]:8080', 'console.dev.palisade.example', 'console-int.palisade.example']) {
      expect(await scriptSrc(host), host).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
    }
  });

  it('opens them on every host when PALISADE_ALLOW_OVERRIDES is on', async () => {
    const allowing = await startServer({ consoleDir: dist, demo: false, allowOverrides: true });
    try {
      const csp = directives((await getHeaders(`${allowing.url}/`, { host: 'console.palisade.example' }))['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
    } finally {
      await allowing.stop();
    }
  });
});
