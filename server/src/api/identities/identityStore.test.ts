import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/openDatabase.js';
import { identityFilters, identityWhere } from './identityQuery.js';
import { identityFacets, identityPage } from './identityStore.js';

let db: Db;
let dir: string;
const NOW = Date.UTC(2026, 10, 24);
const filters = (input: Record<string, string>) => identityFilters.parse(input);

type Identity = { id: number; tenant: string; cloud: string; type: string; account: number; risk: string; mfa: 0 | 1 | null; admin?: 1; noMfa?: 1; oldKeys?: 1 };
const insert = (i: Identity) => db.insertInto('identities').values({
  id: i.id, tenant_id: i.tenant, account_id: i.account, kind: i.type, name: `identity-${i.id}`, risk: i.risk, cloud: i.cloud, type: i.type,
  account_name: `account-${i.account}`, resource_id: `id-${i.id}`, mfa: i.mfa, flag_admin: i.admin ?? 0, flag_no_mfa: i.noMfa ?? 0, flag_old_keys: i.oldKeys ?? 0,
}).execute();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'palisade-identity-facets-'));
  db = await openDatabase(dir);
  for (const i of [
    { id: 1, tenant: 'tnt_a', cloud: 'aws', type: 'user', account: 1, risk: 'High', mfa: 0, admin: 1, noMfa: 1 },
    { id: 2, tenant: 'tnt_a', cloud: 'aws', type: 'user', account: 1, risk: 'Medium', mfa: 1, oldKeys: 1 },
    { id: 3, tenant: 'tnt_a', cloud: 'aws', type: 'role', account: 2, risk: 'High', mfa: null, admin: 1 },
    { id: 4, tenant: 'tnt_a', cloud: 'azure', type: 'service_principal', account: 3, risk: 'Low', mfa: null },
    { id: 5, tenant: 'tnt_b', cloud: 'aws', type: 'user', account: 9, risk: 'High', mfa: 0, admin: 1, noMfa: 1 },
  ] as const satisfies readonly Identity[]) await insert(i);
}, 120_000);
afterAll(async () => { await db.destroy(); rmSync(dir, { recursive: true, force: true }); });

const counted = (facet: { value: string; count: number }[]) => Object.fromEntries(facet.map((f) => [f.value, f.count]));

describe('identity filter menus from the per-combination counts', () => {
  it('counts each menu under the other filters, for the tenant only', async () => {
    const facets = await identityFacets(db, 'tnt_a', filters({ cloud: 'aws', flag: 'admin' }), NOW);
    // cloud counts under the admin flag only; the other menus under AWS and admin.
    expect(counted(facets.cloud)).toEqual({ aws: 2 });
    expect(counted(facets.type)).toEqual({ user: 1, role: 1 });
    expect(counted(facets.risk)).toEqual({ High: 2 });
    expect(counted(facets.mfa)).toEqual({ disabled: 1, notApplicable: 1 });
    expect(facets.account).toEqual([{ value: '1', label: 'account-1', count: 1 }, { value: '2', label: 'account-2', count: 1 }]);
    expect(counted(facets.flag)).toEqual({ admin: 2, privilegeEscalation: 0, noMfa: 1, oldKeys: 1, externalTrust: 0, crossAccountTrust: 0, inactive: 0 });
    expect((await identityPage(db, 'tnt_a', filters({ cloud: 'aws', flag: 'admin' }), NOW, 1, 50)).total).toBe(2);
  });

  it('follows identities as they change, are added and deleted', async () => {
    await db.updateTable('identities').set({ mfa: 1, flag_no_mfa: 0, risk: 'Medium' }).where('id', '=', 1).execute();
    await db.deleteFrom('identities').where('id', '=', 3).execute();
    await insert({ id: 6, tenant: 'tnt_a', cloud: 'azure', type: 'user', account: 3, risk: 'High', mfa: 0, noMfa: 1 });
    const facets = await identityFacets(db, 'tnt_a', filters({}), NOW);
    expect(counted(facets.cloud)).toEqual({ aws: 2, azure: 2 });
    expect(counted(facets.type)).toEqual({ user: 3, service_principal: 1 });
    expect(counted(facets.risk)).toEqual({ High: 1, Medium: 2, Low: 1 });
    expect(counted(facets.mfa)).toEqual({ enabled: 2, disabled: 1, notApplicable: 1 });
    expect(facets.account).toEqual([{ value: '1', label: 'account-1', count: 2 }, { value: '3', label: 'account-3', count: 2 }]);
    expect(counted(facets.flag)).toMatchObject({ admin: 1, noMfa: 1, oldKeys: 1 });
    expect((await identityPage(db, 'tnt_a', filters({ mfa: 'enabled' }), NOW, 1, 50)).total).toBe(2);
  });

  it('reads each menu through the counts table key, never the identities', async () => {
    const query = sql`SELECT type, sum(n) FROM identity_facet_counts WHERE ${identityWhere('tnt_a', filters({ cloud: 'aws', flag: 'noMfa' }), NOW, 'type', 'counts')} GROUP BY type`;
    const compiled = query.compile(db);
    const explained = await db.executeQuery<{ detail: string }>({ ...compiled, sql: `EXPLAIN QUERY PLAN ${compiled.sql}` });
    expect(explained.rows.map((r) => r.detail).join(' | ')).toMatch(/^SEARCH identity_facet_counts USING PRIMARY KEY \(tenant_id=\? AND cloud=\?\)/);
  });

  it('counts the identities themselves under a filter the counts cannot answer', async () => {
    const facets = await identityFacets(db, 'tnt_a', filters({ q: 'identity-6' }), NOW);
    expect(counted(facets.cloud)).toEqual({ azure: 1 });
    expect(counted(facets.mfa)).toEqual({ disabled: 1 });
  });
});
