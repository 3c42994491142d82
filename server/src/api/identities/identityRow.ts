import type { Selectable } from 'kysely';
import type { IdentitiesTable } from '../../db/schema.js';
import { RISK_FLAGS, type RiskFlag } from '../../identities/identityRisk.js';
import { csvCell } from '../alerts/alertRow.js';
import { FLAG_COLUMNS } from './identityQuery.js';

export type IdentityRow = Selectable<IdentitiesTable>;

/** Public shape of one identity in the list. */
export function toIdentity(row: IdentityRow) {
  const granted = Number(row.granted_count);
  const used = Number(row.used_count);
  return {
    id: Number(row.id), name: row.name, type: row.type, cloud: row.cloud, account: { id: Number(row.account_id), name: row.account_name }, resourceId: row.resource_id,
    mfa: row.mfa === null ? 'notApplicable' as const : Number(row.mfa) === 1 ? 'enabled' as const : 'disabled' as const,
    lastActivity: row.last_activity === null ? null : new Date(Number(row.last_activity)).toISOString(),
    keyAgeDays: row.key_age_days === null ? null : Number(row.key_age_days),
    policies: (JSON.parse(row.policies) as { policy: string; scope?: string }[]).map((p) => ({ id: p.policy, ...(p.scope ? { scope: p.scope } : {}) })),
    permissions: { granted, used, unused: granted - used, unusedPercent: Number(row.unused_pct) },
    flags: RISK_FLAGS.filter((f: RiskFlag) => Number(row[FLAG_COLUMNS[f] as keyof IdentityRow]) === 1),
    riskScore: Number(row.risk_score), risk: row.risk as 'High' | 'Medium' | 'Low',
    riskReasons: JSON.parse(row.risk_reasons) as { flag: RiskFlag; points: number; detail: string }[],
  };
}
export type IdentityDto = ReturnType<typeof toIdentity>;

export const IDENTITY_CSV_HEADER = ['Identity ID', 'Name', 'Type', 'Cloud', 'Account', 'Resource ID', 'MFA', 'Last activity', 'Key age (days)', 'Policies',
  'Granted', 'Used', 'Unused %', 'Risk', 'Risk score', 'Risk flags'];
export const identityCsvHeaderLine = () => IDENTITY_CSV_HEADER.map(csvCell).join(',') + '\r\n';
export function identityCsvLine(i: IdentityDto): string {
  return [i.id, i.name, i.type, i.cloud, i.account.name, i.resourceId, i.mfa, i.lastActivity ?? 'never', i.keyAgeDays ?? '', i.policies.map((p) => p.id).join('; '),
    i.permissions.granted, i.permissions.used, i.permissions.unusedPercent, i.risk, i.riskScore, i.flags.join('; ')].map(csvCell).join(',') + '\r\n';
}
