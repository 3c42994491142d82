import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import type { PolicyRef, ResolvedPolicy } from '../../identities/identityPermissions.js';
import { RISK_FLAGS } from '../../identities/identityRisk.js';
import { countableFromFacets, FLAG_COLUMNS, type IdentityFacet, type IdentityFilters, identityOrder, identityWhere } from './identityQuery.js';
import type { IdentityRow } from './identityRow.js';

export async function identityPage(db: Db, tenantId: string, f: IdentityFilters, now: number, page: number, pageSize: number) {
  const where = identityWhere(tenantId, f, now);
  const [rows, total] = await Promise.all([
    db.selectFrom('identities').selectAll().where(where as never).orderBy(identityOrder(f) as never).limit(pageSize).offset((page - 1) * pageSize).execute(),
    countableFromFacets(f)
      ? sql<{ n: number | string | null }>`SELECT sum(n) AS n FROM identity_facet_counts WHERE ${identityWhere(tenantId, f, now, undefined, 'counts')}`.execute(db).then((r) => r.rows[0])
      : db.selectFrom('identities').select((eb) => eb.fn.countAll<number>().as('n')).where(where as never).executeTakeFirst(),
  ]);
  return { rows: rows as IdentityRow[], total: Number(total?.n ?? 0) };
}

type Count = { v: string | number | null; n: number | string | null };
const MFA_VALUE = sql<string>`CASE WHEN mfa IS NULL OR mfa = -1 THEN 'notApplicable' WHEN mfa = 1 THEN 'enabled' ELSE 'disabled' END`;

/**
 * Counts per value of each filter, each under the other filters (so a menu shows what picking a value would give). Under
 * the menus' own filters they are sums over identity_facet_counts, an indexed read of the tenant's combinations; other
 * filters (policy, score, key age, activity, unused share, free text) count the identities themselves.
 */
export async function identityFacets(db: Db, tenantId: string, f: Partial<IdentityFilters>, now: number) {
  const counts = countableFromFacets(f);
  const from = counts ? sql`identity_facet_counts` : sql`identities`;
  const n = counts ? sql`sum(n)` : sql`count(*)`;
  const where = (facet: IdentityFacet) => identityWhere(tenantId, f, now, facet, counts ? 'counts' : 'identities');
  const grouped = (facet: IdentityFacet, value: RawBuilder<unknown>, label: RawBuilder<unknown> = value) =>
    sql<Count & { label: string }>`SELECT ${value} AS v, ${label} AS label, ${n} AS n FROM ${from} WHERE ${where(facet)} GROUP BY ${value}, ${label}`.execute(db)
      .then((r) => r.rows.map((row) => ({ value: String(row.v ?? ''), label: String(row.label ?? ''), count: Number(row.n ?? 0) })).filter((row) => row.count > 0));
  const flagSums = RISK_FLAGS.map((flag) => (counts ? sql`sum(${sql.ref(FLAG_COLUMNS[flag])} * n)` : sql`sum(${sql.ref(FLAG_COLUMNS[flag])})`).as(flag));
  const [cloud, type, risk, accounts, mfa, flags] = await Promise.all([
    grouped('cloud', sql`cloud`), grouped('type', sql`type`), grouped('risk', sql`risk`), grouped('account', sql`account_id`, sql`account_name`), grouped('mfa', MFA_VALUE),
    sql<Record<string, unknown>>`SELECT ${sql.join(flagSums)} FROM ${from} WHERE ${where('flag')}`.execute(db).then((r) => r.rows[0]),
  ]);
  const plain = (rows: { value: string; count: number }[]) => rows.map(({ value, count }) => ({ value, count }));
  return {
    cloud: plain(cloud), type: plain(type), risk: plain(risk), mfa: plain(mfa),
    account: accounts.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)),
    flag: RISK_FLAGS.map((flag) => ({ value: flag, count: Number(flags?.[flag] ?? 0) })),
  };
}

/** Every matching identity in pages of 1,000, in the list's order (the CSV export streams them). */
export async function* identityExportRows(db: Db, tenantId: string, f: IdentityFilters, now: number): AsyncGenerator<IdentityRow[]> {
  const where = identityWhere(tenantId, f, now);
  for (let offset = 0; ; offset += 1000) {
    const rows = await db.selectFrom('identities').selectAll().where(where as never).orderBy(identityOrder(f) as never).limit(1000).offset(offset).execute();
    if (rows.length > 0) yield rows as IdentityRow[];
    if (rows.length < 1000) return;
  }
}

export async function findIdentity(db: Db, tenantId: string, id: number): Promise<IdentityRow | undefined> {
  return await db.selectFrom('identities').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst() as IdentityRow | undefined;
}

/** The tenant's policy documents for these references (a reference to a policy the tenant lacks is left out). */
export async function resolvePolicies(db: Db, tenantId: string, refs: readonly PolicyRef[]): Promise<ResolvedPolicy[]> {
  if (refs.length === 0) return [];
  const rows = await db.selectFrom('iam_policies').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', [...new Set(refs.map((r) => r.policy))]).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return refs.flatMap((ref): ResolvedPolicy[] => {
    const row = byId.get(ref.policy);
    if (!row) return [];
    return row.cloud === 'aws' ? [{ ref, name: row.name, cloud: 'aws', document: JSON.parse(row.document) }] : [{ ref, name: row.name, cloud: 'azure', document: JSON.parse(row.document) }];
  });
}
