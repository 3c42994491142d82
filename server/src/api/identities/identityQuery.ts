import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import { RISK_FLAGS, type RiskFlag } from '../../identities/identityRisk.js';

export const IDENTITY_TYPES = ['user', 'role', 'group', 'service_principal', 'managed_identity'] as const;
export const MFA_STATES = ['enabled', 'disabled', 'notApplicable'] as const;

/** Sortable columns; the value is the SQL column, never taken from the request. Each has a (tenant, column, id) index. */
export const IDENTITY_SORT_COLUMNS = {
  riskScore: 'risk_score', name: 'name', account: 'account_name', lastActivity: 'last_activity', keyAge: 'key_age_days', unused: 'unused_pct', granted: 'granted_count',
} as const;
export type IdentitySortKey = keyof typeof IDENTITY_SORT_COLUMNS;

export const FLAG_COLUMNS: Readonly<Record<RiskFlag, string>> = {
  admin: 'flag_admin', privilegeEscalation: 'flag_privilege_escalation', noMfa: 'flag_no_mfa', oldKeys: 'flag_old_keys', externalTrust: 'flag_external_trust',
  crossAccountTrust: 'flag_cross_account_trust', inactive: 'flag_inactive',
};

const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z.array(item).max(200)).optional();

export const identityFilterShape = {
  cloud: list(z.enum(['aws', 'azure'])),
  type: list(z.enum(IDENTITY_TYPES)),
  account: list(z.coerce.number().int().positive()),
  risk: list(z.enum(['High', 'Medium', 'Low'])),
  mfa: list(z.enum(MFA_STATES)),
  /** Identities with one of these policies attached (AWS policy or Azure role ids, e.g. `aws:AdministratorAccess`). */
  policy: list(z.string().min(1).max(200)),
  /** Identities with every one of these risk flags. */
  flag: list(z.enum(RISK_FLAGS)),
  minScore: z.coerce.number().int().min(0).max(100).optional(),
  /** An active key older than this many days. */
  keyAgeOver: z.coerce.number().int().min(0).max(10_000).optional(),
  /** No activity for more than this many days (never used counts as inactive). */
  inactiveOver: z.coerce.number().int().min(0).max(10_000).optional(),
  /** At least this percentage of granted permissions unused. */
  unusedAtLeast: z.coerce.number().int().min(0).max(100).optional(),
  /** Contained in the name or the resource id, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  sort: z.enum(Object.keys(IDENTITY_SORT_COLUMNS) as [IdentitySortKey, ...IdentitySortKey[]]).default('riskScore'),
  dir: z.enum(['asc', 'desc']).default('desc'),
};
export const identityFilters = z.object(identityFilterShape).strict();
export type IdentityFilters = z.infer<typeof identityFilters>;
export const IDENTITY_MAX_PAGE_SIZE = 200;
export const identitySearch = z.object({
  ...identityFilterShape,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(IDENTITY_MAX_PAGE_SIZE).default(50),
}).strict();

export type IdentityFacet = 'cloud' | 'type' | 'account' | 'risk' | 'mfa' | 'flag';
const DAY = 86_400_000;
const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Filters the per-combination counts (identity_facet_counts) can answer: the menus' own (cloud, type, account, risk, MFA, flags). */
export const countableFromFacets = (f: Partial<IdentityFilters>) => !f.policy?.length && f.minScore === undefined && f.keyAgeOver === undefined
  && f.inactiveOver === undefined && f.unusedAtLeast === undefined && !f.q;

/**
 * WHERE clause for a tenant's identities (or, with `on: 'counts'`, their per-combination counts, for countable filters only)
 * under the filters, leaving out `except` (a facet counts under the other filters). Values are bound.
 */
export function identityWhere(tenantId: string, f: Partial<IdentityFilters>, now: number, except?: IdentityFacet, on: 'identities' | 'counts' = 'identities'): RawBuilder<unknown> {
  const notApplicable = on === 'counts' ? sql`mfa = -1` : sql`mfa IS NULL`;
  const parts: RawBuilder<unknown>[] = [sql`tenant_id = ${tenantId}`];
  const anyOf = (name: IdentityFacet, column: string, values: readonly (string | number)[] | undefined) => {
    if (name !== except && values?.length) parts.push(sql`${sql.ref(column)} IN (${sql.join(values)})`);
  };
  anyOf('cloud', 'cloud', f.cloud);
  anyOf('type', 'type', f.type);
  anyOf('account', 'account_id', f.account);
  anyOf('risk', 'risk', f.risk);
  if (except !== 'mfa' && f.mfa?.length) {
    parts.push(sql`(${sql.join(f.mfa.map((m) => (m === 'enabled' ? sql`mfa = 1` : m === 'disabled' ? sql`mfa = 0` : notApplicable)), sql` OR `)})`);
  }
  // The reference as the policies column stores it: `"policy":"<id>"`, the closing quote keeping ids that only start alike apart.
  if (f.policy?.length) parts.push(sql`(${sql.join(f.policy.map((p) => sql`policies LIKE ${like(`"policy":${JSON.stringify(p)}`)} ESCAPE '\\'`), sql` OR `)})`);
  if (except !== 'flag') for (const flag of f.flag ?? []) parts.push(sql`${sql.ref(FLAG_COLUMNS[flag])} = 1`);
  if (f.minScore !== undefined) parts.push(sql`risk_score >= ${f.minScore}`);
  if (f.keyAgeOver !== undefined) parts.push(sql`key_age_days > ${f.keyAgeOver}`);
  if (f.inactiveOver !== undefined) parts.push(sql`COALESCE(last_activity, created_at) < ${now - f.inactiveOver * DAY}`);
  if (f.unusedAtLeast !== undefined) parts.push(sql`unused_pct >= ${f.unusedAtLeast} AND granted_count > 0`);
  if (f.q) parts.push(sql`(name LIKE ${like(f.q)} ESCAPE '\\' OR resource_id LIKE ${like(f.q)} ESCAPE '\\')`);
  return sql.join(parts, sql` AND `);
}

/** ORDER BY the sort column (unknown values last either way), ties broken by id the same way, so a page reads its index in order. */
export function identityOrder(f: Pick<IdentityFilters, 'sort' | 'dir'>): RawBuilder<unknown> {
  const dir = f.dir === 'desc' ? sql`DESC` : sql`ASC`;
  return sql`${sql.ref(IDENTITY_SORT_COLUMNS[f.sort])} ${dir}, id ${dir}`;
}
