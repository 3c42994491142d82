import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import type { PolicyRef, ResolvedPolicy } from '../../identities/identityPermissions.js';
import { RISK_FLAGS } from '../../identities/identityRisk.js';
import { FLAG_COLUMNS, type IdentityFacet, type IdentityFilters, identityOrder, identityWhere } from './identityQuery.js';
import type { IdentityRow } from './identityRow.js';

export async function identityPage(db: Db, tenantId: string, f: IdentityFilters, now: number, page: number, pageSize: number) {
  const where = identityWhere(tenantId, f, now);
  const [rows, total] = await Promise.all([
    db.selectFrom('identities').selectAll().where(where as never).orderBy(identityOrder(f) as never).limit(pageSize).offset((page - 1) * pageSize).execute(),
    db.selectFrom('identities').select((eb) => eb.fn.countAll<number>().as('n')).where(where as never).executeTakeFirst(),
  ]);
  return { rows: rows as IdentityRow[], total: Number(total?.n ?? 0) };
}

/** Counts per value of each filter, each under the other filters (so a menu shows what picking a value would give). */
export async function identityFacets(db: Db, tenantId: string, f: Partial<IdentityFilters>, now: number) {
  const by = async (facet: IdentityFacet, column: string) => (await db.selectFrom('identities').select([sql<string>`${sql.ref(column)}`.as('v'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(identityWhere(tenantId, f, now, facet) as never).groupBy(sql.ref(column) as never).execute()).map((r) => ({ value: String(r.v ?? ''), count: Number(r.n) }));
  const flagWhere = identityWhere(tenantId, f, now, 'flag');
  const [cloud, type, risk, accounts, mfa, flags] = await Promise.all([
    by('cloud', 'cloud'), by('type', 'type'), by('risk', 'risk'),
    db.selectFrom('identities').select(['account_id', 'account_name', (eb) => eb.fn.countAll<number>().as('n')]).where(identityWhere(tenantId, f, now, 'account') as never)
      .groupBy(['account_id', 'account_name']).orderBy('account_name').execute(),
    db.selectFrom('identities').select([sql<string>`CASE WHEN mfa IS NULL THEN 'notApplicable' WHEN mfa = 1 THEN 'enabled' ELSE 'disabled' END`.as('v'),
      (eb) => eb.fn.countAll<number>().as('n')]).where(identityWhere(tenantId, f, now, 'mfa') as never).groupBy(sql`1` as never).execute(),
    db.selectFrom('identities').select(RISK_FLAGS.map((flag) => sql<number>`SUM(${sql.ref(FLAG_COLUMNS[flag])})`.as(flag))).where(flagWhere as never).executeTakeFirst(),
  ]);
  return {
    cloud, type, risk, mfa: mfa.map((r) => ({ value: r.v, count: Number(r.n) })),
    account: accounts.map((a) => ({ value: String(a.account_id), label: a.account_name, count: Number(a.n) })),
    flag: RISK_FLAGS.map((flag) => ({ value: flag, count: Number((flags as Record<string, unknown> | undefined)?.[flag] ?? 0) })),
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
