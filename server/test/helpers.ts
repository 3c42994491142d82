import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type PalisadeServer, type ServerOptions } from '../src/app.js';
import { PASSWORD_REALM_GRANT } from '../src/idp/idpRoutes.js';
import { inject } from 'vitest';
import { copySeedTemplate, SEED_OPTIONS, testServerOptions } from './support/seedTemplate.js';
import { createTestDatabase, dropTestDatabase } from './support/testDatabases.js';
import { databaseUrlFor } from './support/testDatabase.js';

export const PASSWORD = 'Palisade-demo-1';

export interface TestServer {
  server: PalisadeServer;
  url: string;
  dataDir: string;
  advance(ms: number): void;
  now(): number;
  /** How far the server's clock is from this process's (pass it to a restart on the same data dir). */
  offset(): number;
  /** Stops the server; keeps the data dir unless told otherwise (restart tests reuse it). */
  stop(removeData?: boolean): Promise<void>;
}

/** The clock offset each stopped server had, so that a restart on its data dir goes on from the same time. */
const offsets = new Map<string, number>();

/**
 * Starts a test server on a free port with the small demo data: a copy of the data seeded once for the run (see
 * support/seedTemplate.ts), or a seed of its own when an option changes what a first start writes. `existing`
 * restarts on a data dir a stopped server left.
 */
export async function startServer(options: Partial<ServerOptions> = {}, existing?: { dataDir: string; offset?: number }): Promise<TestServer> {
  const template = existing || Object.keys(options).some((key) => SEED_OPTIONS.has(key)) ? undefined : inject('seedTemplate');
  const dataDir = existing?.dataDir ?? (template ? await copySeedTemplate(template) : mkdtempSync(join(tmpdir(), 'palisade-test-')));
  // On PostgreSQL each data dir has its own database; a restart (existing data dir) finds it again.
  const url = databaseUrlFor(dataDir);
  if (url && !template) await createTestDatabase(url);
  // A copy's clock starts when its data was seeded, as a server that seeded its own would.
  let offset = existing ? existing.offset ?? offsets.get(dataDir) ?? 0 : template ? template.seededAt - Date.now() : 0;
  const clock = () => Date.now() + offset;
  const server = await createServer({ ...testServerOptions(dataDir, clock), ...options });
  return {
    server, url: server.url, dataDir,
    advance: (ms) => { offset += ms; },
    now: clock,
    offset: () => offset,
    stop: async (removeData = true) => {
      await server.close();
      offsets.set(dataDir, offset);
      if (removeData) {
        offsets.delete(dataDir);
        rmSync(dataDir, { recursive: true, force: true });
        if (url) await dropTestDatabase(url);
      }
    },
  };
}

export interface JsonResponse<T = any> { status: number; body: T; headers: Headers }

export async function call<T = any>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<JsonResponse<T>> {
  const { json, ...rest } = init;
  const res = await fetch(url, {
    redirect: 'manual', ...rest,
    headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...(rest.headers as Record<string, string> | undefined) },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try { body = text ? JSON.parse(text) : undefined; } catch { /* not JSON */ }
  return { status: res.status, body: body as T, headers: res.headers };
}

/** A JSON POST with a Host header of the caller's choice (fetch always sends the real one). */
export function postWithHost(url: string, host: string, json: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => { text += chunk; }).on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export async function passwordGrant(url: string, username: string, extra: Record<string, string> = {}, password = PASSWORD) {
  const realm = username.endsWith('@globex.test') ? 'globex-db' : 'acme-db';
  return call(`${url}/idp/oauth/token`, {
    method: 'POST',
    json: { grant_type: PASSWORD_REALM_GRANT, username, password, realm, client_id: 'palisade-console', scope: 'openid profile email offline_access', ...extra },
  });
}

const codeSteps = new Map<string, Promise<unknown>>();

/**
 * Verifies a fresh one-time code for the email and returns the identity provider's proof of it (the grant's mfa_token).
 * One email at a time: a new code voids the one another caller is about to check.
 */
export function verifiedCode(url: string, email: string): Promise<string> {
  const key = `${url}|${email}`;
  const step = (codeSteps.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => verifyFreshCode(url, email));
  codeSteps.set(key, step);
  return step;
}

async function verifyFreshCode(url: string, email: string): Promise<string> {
  await call(`${url}/api/auth/api/v1/createOTP`, { method: 'POST', json: { Email: email } });
  const res = await call(`${url}/api/auth/api/v1/validateOTP`, { method: 'POST', json: { Email: email, OTP: await latestCode(url, email) } });
  if (res.status !== 200) throw new Error(`code verification for ${email} failed: ${JSON.stringify(res.body)}`);
  return res.headers.get('palisade-mfa-token')!;
}

/** Signs in as the user would, with the one-time code their organisation requires (Globex). */
export async function accessToken(url: string, username: string, extra: Record<string, string> = {}): Promise<string> {
  const code: Record<string, string> = username.endsWith('@globex.test') && !extra['mfa_token'] ? { mfa_token: await verifiedCode(url, username) } : {};
  const res = await passwordGrant(url, username, { ...extra, ...code });
  if (res.status !== 200) throw new Error(`sign-in for ${username} failed: ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A browser-like client for the BFF: keeps the session cookie and CSRF token. */
export class BrowserClient {
  cookie: string | undefined;
  csrf: string | undefined;
  lastSetCookie: string | undefined;

  constructor(readonly url: string) {}

  async request<T = any>(method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
    const res = await call<T>(`${this.url}${path}`, {
      method, json,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...(method !== 'GET' && this.csrf ? { 'x-csrf-token': this.csrf } : {}), ...headers },
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      this.lastSetCookie = setCookie;
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const body = res.body as { csrfToken?: string } | undefined;
    if (body && typeof body === 'object' && typeof body.csrfToken === 'string') this.csrf = body.csrfToken;
    return res;
  }

  session() { return this.request('GET', '/bff/session'); }

  async login(email: string, extra: Record<string, unknown> = {}, password = PASSWORD) {
    if (!this.csrf) await this.session();
    return this.request('POST', '/bff/login', { email, password, ...extra });
  }

  api<T = any>(method: string, path: string, json?: unknown) { return this.request<T>(method, `/bff/api${path}`, json); }
}

/** Reads the latest one-time code for an email from the demo outbox. */
export async function latestCode(url: string, email: string): Promise<string> {
  const res = await call(`${url}/dev/outbox?email=${encodeURIComponent(email)}`);
  const code = res.body.messages.find((m: { kind: string }) => m.kind === 'otp')?.code;
  if (!code) throw new Error(`no code in outbox for ${email}`);
  return code as string;
}
