import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import { ALERT_POLICIES, BRANCHES, REPOSITORIES } from '../../demo/alertCatalog.js';

const cache = new Map<string, { at: number; value: Promise<Facets> }>();
const TTL_MS = 60_000;

export type Facets = {
  policies: { id: string; name: string }[]; accounts: { id: number; name: string; cloud: string; externalId: string }[]; regions: string[];
  assetCategories: string[]; assetTypes: string[]; businessUnits: string[]; complianceControls: string[]; repositories: string[]; branches: string[];
  statusDescriptions: string[];
};

/** Values the filter menus offer, with the tenant's business units as they are now (administrators change them). */
export async function alertFacets(db: Db, tenantId: string, kind: 'cloud' | 'iac'): Promise<Facets> {
  const [facets, units, descriptions] = await Promise.all([cachedFacets(db, tenantId, kind),
    db.selectFrom('business_units').select('name').where('tenant_id', '=', tenantId).orderBy('name').execute(),
    // Analysts write reasons as they act, so these are read afresh (a skip-scan of the status-description index).
    sql<{ d: string }>`SELECT DISTINCT status_description AS d FROM alerts WHERE tenant_id = ${tenantId} AND kind = ${kind}
      ORDER BY status_description LIMIT ${MAX_DESCRIPTIONS}`.execute(db)]);
  return { ...facets, businessUnits: units.map((u) => u.name), statusDescriptions: descriptions.rows.map((r) => r.d).filter(Boolean) };
}

const MAX_DESCRIPTIONS = 500;

/** Catalogue lists are constant; accounts and regions come from the tenant's data, cached a minute. */
function cachedFacets(db: Db, tenantId: string, kind: 'cloud' | 'iac'): Promise<Facets> {
  const key = `${tenantId}|${kind}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = (async () => {
    const policies = ALERT_POLICIES.filter((p) => p.kind === kind);
    const accounts = await db.selectFrom('cloud_accounts').select(['id', 'name', 'provider', 'external_id']).where('tenant_id', '=', tenantId).orderBy('name').execute();
    // Skip-scan over the (tenant, kind, region) index: one probe per distinct region.
    const regions = (await sql<{ region: string }>`SELECT DISTINCT region FROM alerts WHERE tenant_id = ${tenantId} AND kind = ${kind} ORDER BY region`.execute(db))
      .rows.map((r) => r.region);
    return {
      policies: policies.map((p) => ({ id: p.id, name: p.title })),
      accounts: accounts.map((a) => ({ id: a.id, name: a.name, cloud: a.provider, externalId: a.external_id })),
      regions,
      assetCategories: [...new Set(policies.map((p) => p.category))].sort(),
      assetTypes: [...new Set(policies.map((p) => p.assetType))].sort(),
      businessUnits: [],
      complianceControls: [...new Set(policies.flatMap((p) => p.compliance))].sort(),
      repositories: kind === 'iac' ? [...REPOSITORIES] : [],
      branches: kind === 'iac' ? [...BRANCHES] : [],
      statusDescriptions: [],
    };
  })();
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}
