import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import { CVE_CHANGES, CVE_ROLLUPS, EVERY_STATUS, rollUpCves } from '../../db/vulnerabilityCveRollupsMigration.js';
import type { CveAssetRow } from './cveGroups.js';
import { type FindingFilters, STATUS_IN_DB } from './vulnerabilityQuery.js';

/** How often each instance takes the rollups of the CVEs whose findings changed. */
export const CVE_ROLLUP_TICK_MS = 5_000;
const BATCH = 100;

/** Takes the rollups of up to `batch` marked CVEs again in one transaction, and unmarks them; returns how many. */
export async function rollUpMarkedCves(db: Db, batch = BATCH): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Unmarked before the findings are read: a change that lands after the read marks its CVE again.
    const marked = (await sql<{ tenant_id: string; cve: string }>`DELETE FROM ${sql.raw(CVE_CHANGES)} WHERE (tenant_id, cve) IN
      (SELECT tenant_id, cve FROM ${sql.raw(CVE_CHANGES)} ORDER BY tenant_id, cve LIMIT ${batch}) RETURNING tenant_id, cve`.execute(trx)).rows;
    const byTenant = new Map<string, string[]>();
    for (const m of marked) byTenant.set(m.tenant_id, [...(byTenant.get(m.tenant_id) ?? []), m.cve]);
    for (const [tenantId, cves] of byTenant) {
      const scope = sql`tenant_id = ${tenantId} AND cve IN (${sql.join(cves)})`;
      await sql`DELETE FROM ${sql.raw(CVE_ROLLUPS)} WHERE ${scope}`.execute(trx);
      await rollUpCves(trx, scope);
    }
    return marked.length;
  });
}

/** Takes every marked CVE's rollups again, a batch per transaction so that requests get the database in between. */
export async function rollUpChangedCves(db: Db): Promise<number> {
  let taken = 0;
  for (;;) {
    const n = await rollUpMarkedCves(db);
    taken += n;
    if (n < BATCH) return taken;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Every tick, unless the last pass is still running. Returns what stops the ticks and waits for a running pass. */
export function scheduleCveRollups(db: Db, warn: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = setInterval(() => {
    running ??= rollUpChangedCves(db).then(() => undefined, warn).finally(() => { running = undefined; });
  }, CVE_ROLLUP_TICK_MS);
  tick.unref();
  return async () => {
    clearInterval(tick);
    await running;
  };
}

/**
 * The affected assets, first and last seen and packages of the CVEs whose rollup answers the filters exactly: not marked,
 * taken over the filtered status (one, or every status), and holding as many findings as the filters leave the CVE
 * (`findings`), so that the other filters cut none of them. The others are left out, to be read from their findings.
 */
export async function rolledUpCves(db: Db, tenantId: string, f: FindingFilters, findings: ReadonlyMap<string, number>): Promise<CveAssetRow[]> {
  const status = !f.status?.length ? EVERY_STATUS : f.status.length === 1 ? STATUS_IN_DB[f.status[0]!] : undefined;
  if (status === undefined || findings.size === 0) return [];
  const rows = (await sql<CveAssetRow & { findings: number }>`SELECT r.cve, r.findings, r.assets, r.exposed_assets, r.first_seen, r.last_seen, r.packages
    FROM ${sql.raw(CVE_ROLLUPS)} r WHERE r.tenant_id = ${tenantId} AND r.status = ${status} AND r.cve IN (${sql.join([...findings.keys()])})
    AND NOT EXISTS (SELECT 1 FROM ${sql.raw(CVE_CHANGES)} c WHERE c.tenant_id = r.tenant_id AND c.cve = r.cve)`.execute(db)).rows;
  return rows.filter((r) => Number(r.findings) === findings.get(r.cve));
}
