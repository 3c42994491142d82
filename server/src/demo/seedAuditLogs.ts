import type { Db } from '../db/openDatabase.js';
import type { AuditInterface } from '../db/schema.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The actor: a user id and email, or for changes made with an API key the key's id (such rows name the key, not a person). */
type Actor = { user: string; email: string } | { apiKey: string };
type DemoRow = [ago: number, tenant: string, actor: Actor, via: AuditInterface, action: string, target: string, before: unknown, after: unknown];

const ADA: Actor = { user: 'usr_acme_admin', email: 'admin@acme.test' };

/** A few weeks of changes, so the audit log has something to search on a fresh demo. */
const ROWS: DemoRow[] = [
  [27 * DAY + 3 * HOUR, 'tnt_acme', ADA, 'UI', 'role.update', 'role:Security analyst',
    { actions: ['MANAGE_ALERTS'] }, { actions: ['MANAGE_ALERTS', 'DOWNLOAD_CLI_SCANNER'] }],
  [21 * DAY + 5 * HOUR, 'tnt_acme', ADA, 'UI', 'user.invite', 'user:dana.new@acme.test',
    null, { email: 'dana.new@acme.test', name: 'Dana New', groups: ['Acme Viewers'], status: 'invited' }],
  [14 * DAY + 2 * HOUR, 'tnt_acme', ADA, 'UI', 'trusted_ip.add', 'trusted_ip:203.0.113.0/24',
    null, { cidr: '203.0.113.0/24', description: 'Head office' }],
  [9 * DAY + 7 * HOUR, 'tnt_acme', ADA, 'UI', 'integration.update', 'integration:Security Slack',
    { enabled: false, channel: '#security' }, { enabled: true, channel: '#security-alerts' }],
  [4 * DAY + 1 * HOUR, 'tnt_acme', { apiKey: 'key_demo_ci' }, 'API_KEY', 'business_unit.update', 'business_unit:Payments',
    { description: 'Card processing' }, { description: 'Card processing and payouts' }],
  [2 * DAY + 4 * HOUR, 'tnt_acme', ADA, 'UI', 'api_key.revoke', 'api_key:CI pipeline',
    { status: 'active' }, { status: 'revoked' }],
  [6 * DAY + 6 * HOUR, 'tnt_globex_eu', { user: 'usr_globex_analyst', email: 'analyst@globex.test' }, 'UI', 'rbac.group_switched', 'user:analyst@globex.test',
    { group: { id: 'grp_globex_eu_analysts', name: 'Globex EU Analysts' } }, { group: { id: 'grp_globex_eu_analysts', name: 'Globex EU Analysts' } }],
];

export async function seedAuditLogs(db: Db, now: number): Promise<void> {
  await db.insertInto('audit_log').values(ROWS.map(([ago, tenant, actor, via, action, target, before, after], i) => ({
    id: `aud_demo_${i}`, tenant_id: tenant, action, target, details: '{}', created_at: now - ago, interface: via,
    ...('apiKey' in actor ? { actor_user_id: null, actor_email: '', actor_api_key_id: actor.apiKey } : { actor_user_id: actor.user, actor_email: actor.email }),
    before: before === null ? null : JSON.stringify(before), after: JSON.stringify(after),
  }))).execute();
}
