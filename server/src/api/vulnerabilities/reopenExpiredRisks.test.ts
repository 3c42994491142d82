import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, openDatabase } from '../../db/openDatabase.js';
import { RISK_EXPIRY_TICK_MS, scheduleRiskExpiry } from './reopenExpiredRisks.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 12);
let db: Db;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'palisade-risk-expiry-'));
  db = await openDatabase(dir);
  const finding = (id: number, tenant: string, status: string, expires: number) => ({ id, tenant_id: tenant, asset_id: 7, cve: `CVE-2024-000${id}`, severity: 'High',
    status, package_name: 'openssl', accept_reason: status === 'Accepted' ? 'Behind the WAF' : '', accept_expires: expires, accepted_by: status === 'Accepted' ? 'admin@acme.test' : '' });
  await db.insertInto('vulnerabilities').values([
    finding(1, 'tnt_a', 'Accepted', NOW + 5 * 60_000),
    finding(2, 'tnt_b', 'Accepted', NOW + 15 * 60_000),
    finding(3, 'tnt_a', 'Accepted', NOW + 30 * DAY),
    finding(4, 'tnt_a', 'Open', 0),
  ]).execute();
}, 120_000);
afterAll(async () => { await db.destroy(); rmSync(dir, { recursive: true, force: true }); });
afterEach(() => vi.useRealTimers());

const statuses = async () => (await db.selectFrom('vulnerabilities').select(['id', 'status', 'accept_reason']).orderBy('id').execute())
  .map((r) => `${r.id}:${r.status}${r.accept_reason ? ` (${r.accept_reason})` : ''}`);
const expiryAudit = () => db.selectFrom('audit_log').select(['tenant_id', 'target', 'interface', 'actor_user_id', 'before', 'after'])
  .where('action', '=', 'vulnerability.risk_expired').orderBy('target').execute();

describe('accepted risks reopen when their expiry passes', () => {
  it('on each tick of a fake clock, only the risks past their expiry, each audited as SYSTEM with what was accepted', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = NOW;
    const warnings: unknown[] = [];
    const stop = scheduleRiskExpiry(db, () => now, (e) => warnings.push(e));
    await vi.waitFor(async () => expect(await db.selectFrom('scheduled_jobs').select('name').where('name', '=', 'accepted_risk_expiry').executeTakeFirst()).toBeTruthy());
    expect(await statuses()).toEqual(['1:Accepted (Behind the WAF)', '2:Accepted (Behind the WAF)', '3:Accepted (Behind the WAF)', '4:Open']);

    now = NOW + RISK_EXPIRY_TICK_MS;
    await vi.advanceTimersByTimeAsync(RISK_EXPIRY_TICK_MS);
    await vi.waitFor(async () => expect(await statuses()).toEqual(['1:Open', '2:Accepted (Behind the WAF)', '3:Accepted (Behind the WAF)', '4:Open']));

    now = NOW + 2 * RISK_EXPIRY_TICK_MS;
    await vi.advanceTimersByTimeAsync(RISK_EXPIRY_TICK_MS);
    await vi.waitFor(async () => expect(await statuses()).toEqual(['1:Open', '2:Open', '3:Accepted (Behind the WAF)', '4:Open']));
    stop();
    expect(warnings).toEqual([]);
    expect((await expiryAudit()).map((a) => ({ ...a, before: JSON.parse(a.before!), after: JSON.parse(a.after!) }))).toEqual([
      { tenant_id: 'tnt_a', target: 'finding:1', interface: 'SYSTEM', actor_user_id: null,
        before: { status: 'accepted', reason: 'Behind the WAF', expiresAt: '2026-11-24T12:05:00.000Z' }, after: { status: 'open' } },
      { tenant_id: 'tnt_b', target: 'finding:2', interface: 'SYSTEM', actor_user_id: null,
        before: { status: 'accepted', reason: 'Behind the WAF', expiresAt: '2026-11-24T12:15:00.000Z' }, after: { status: 'open' } },
    ]);
  });
});
