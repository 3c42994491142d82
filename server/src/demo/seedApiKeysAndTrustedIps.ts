import type { Db } from '../db/openDatabase.js';
import { newApiKeySecret } from '../api/admin/apiKeys/apiKeySecret.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Demo API keys and trusted IPs for Acme, so both pages show realistic rows:
 * active, expired and revoked keys (their secrets are thrown away: they only
 * exist as hashes, like real ones), and an office range list that is off.
 */
export async function seedApiKeysAndTrustedIps(db: Db, now: number): Promise<void> {
  const keys = [
    { id: 'key_demo_ci', name: 'CI pipeline scanner', role: 'developer', created: 40, expires: 50, used: 2 * HOUR, revoked: null },
    { id: 'key_demo_siem', name: 'SIEM alert export', role: 'viewer', created: 120, expires: 245, used: 15 * 60_000, revoked: null },
    { id: 'key_demo_audit', name: 'Quarterly audit export', role: 'auditor', created: 100, expires: -10, used: 12 * DAY, revoked: null },
    { id: 'key_demo_legacy', name: 'Legacy reporting script', role: 'viewer', created: 200, expires: 165, used: 30 * DAY, revoked: 20 },
  ] as const;
  await db.insertInto('api_keys').values(keys.map((k) => {
    const secret = newApiKeySecret();
    return {
      id: k.id, tenant_id: 'tnt_acme', name: k.name, prefix: secret.prefix, secret_hash: secret.hash, role_id: `rol_tnt_acme_${k.role}`,
      created_by: 'usr_acme_admin', created_by_api_key_id: null, created_at: now - k.created * DAY, expires_at: now + k.expires * DAY, last_used_at: now - k.used,
      revoked_at: k.revoked === null ? null : now - k.revoked * DAY, revoked_by: k.revoked === null ? null : 'usr_acme_admin',
    };
  })).execute();
  const ranges = [
    ['tip_demo_office', '203.0.113.0/24', 'Head office, Berlin'],
    ['tip_demo_vpn', '198.51.100.7', 'VPN gateway'],
    ['tip_demo_v6', '2001:db8::/32', 'Head office IPv6'],
  ] as const;
  await db.insertInto('trusted_ips').values(ranges.map(([id, cidr, description], i) => ({
    id, tenant_id: 'tnt_acme', cidr, description, created_by: 'usr_acme_admin', created_at: now - (30 - i) * DAY,
  }))).execute();
}
