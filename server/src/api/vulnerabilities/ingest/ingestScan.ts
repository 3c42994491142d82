import type { Db } from '../../../db/openDatabase.js';
import { AppError } from '../../../http/AppError.js';
import type { Principal } from '../../../idp/tokenClaims.js';
import { databaseNumbered } from '../../cloudAccounts/cloudAccountStore.js';
import { readSarif } from '../../../scanners/sarifReader.js';
import type { ScannerProblem } from '../../../scanners/scannerProblem.js';
import { readTrivyJson } from '../../../scanners/trivyReader.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { newId } from '../../../shared/secrets.js';
import { vulnerabilityPriority } from '../vulnerabilityPriority.js';
import { severityOfCvss } from '../vulnerabilitySeverity.js';
import { fromSarif, fromTrivy, type Scanned } from './scannedFinding.js';

export const SCAN_FORMATS = ['trivy', 'sarif'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

export interface UploadReport {
  id: string; format: ScanFormat; fileName: string; asset: { id: number; name: string };
  accepted: number; created: number; updated: number; fixed: number; rejected: ScannerProblem[]; createdAt: string;
}

const BATCH = 500;
const REJECTED_KEPT = 1000;

/** An upload that is refused as a whole: nothing was stored. */
export class ScanUploadError extends AppError {
  override name = 'ScanUploadError';
  constructor(message: string, problems: ScannerProblem[] = []) {
    super(400, 'VALIDATION_FAILED', message, problems.slice(0, 20).map((p) => ({ path: p.line ? `line ${p.line}` : p.path || 'file', message: p.reason })));
  }
}

async function findAsset(db: Db, tenantId: string, ref: string) {
  const q = db.selectFrom('assets').select(['id', 'name', 'exposed']).where('tenant_id', '=', tenantId);
  const byId = /^\d+$/.test(ref) && Number(ref) <= 2_147_483_647 ? await q.where('id', '=', Number(ref)).executeTakeFirst() : undefined;
  return byId ?? await q.where((eb) => eb.or([eb('resource_id', '=', ref), eb('name', '=', ref)])).orderBy('id').executeTakeFirst();
}

/**
 * Reads a Trivy JSON or SARIF file and records its vulnerabilities on the named asset (its id, resource id or name; else
 * the file's artifact name): new ones are added, known ones seen again (a fixed one reopened), and the asset's open
 * findings from the same scanner that the file no longer lists are fixed. Each left-out part is in the report with its
 * line and reason. A file that cannot be read at all, or an asset not in the inventory, stores nothing.
 */
export async function ingestScan(db: Db, now: number, actor: Principal, o: { format: ScanFormat; fileName: string; asset?: string | undefined; body: string }):
  Promise<UploadReport> {
  const read = o.format === 'trivy' ? readTrivyJson(o.body) : readSarif(o.body);
  if (read.kind === 'unreadable') throw new ScanUploadError(`${o.fileName} could not be read as ${o.format === 'trivy' ? 'a Trivy JSON report' : 'SARIF 2.1.0'}: ${read.problems[0]?.reason}`, read.problems);
  const scanned: Scanned = read.kind === 'read' && o.format === 'trivy' ? fromTrivy(read.value as never) : fromSarif(read.value as never);
  const ref = o.asset?.trim() || scanned.artifact.replace(/:[^/:]+$/, '') || scanned.artifact;
  if (!ref) throw new ScanUploadError(`${o.fileName} names no image or asset: say which asset the findings are on`);
  const asset = await findAsset(db, actor.tenantId, ref) ?? (scanned.artifact && !o.asset ? await findAsset(db, actor.tenantId, scanned.artifact) : undefined);
  if (!asset) throw new ScanUploadError(`No asset "${ref}" in your inventory: name an asset by its id, resource id or name`);
  const problems = [...read.problems, ...scanned.problems];
  const source = o.format;
  const report = await db.transaction().execute(async (trx) => {
    const ids = [...new Set(scanned.findings.map((f) => f.cve))];
    const known = new Map<string, { epss_e5: number; kev_added: string | null; kev_ransomware: number; exploit: number }>();
    for (let i = 0; i < ids.length; i += BATCH) {
      for (const c of await trx.selectFrom('cves').select(['id', 'epss_e5', 'kev_added', 'kev_ransomware', 'exploit']).where('tenant_id', '=', actor.tenantId)
        .where('id', 'in', ids.slice(i, i + BATCH)).execute()) known.set(c.id, c);
    }
    const fresh = new Map(scanned.findings.filter((f) => !known.has(f.cve)).map((f) => [f.cve, f]));
    const freshRows = [...fresh.values()].map((f) => ({ tenant_id: actor.tenantId, id: f.cve, title: f.title, description: f.description, severity: severityOfCvss(f.cvss),
      cvss_x10: Math.round(f.cvss * 10), cvss_version: f.vector.startsWith('CVSS:3.0') ? '3.0' : '3.1', cvss_vector: f.vector, epss_e5: 0, epss_percentile_e5: 0,
      kev_added: null, kev_ransomware: 0, exploit: 0, published: f.published, refs: JSON.stringify([`https://nvd.nist.gov/vuln/detail/${f.cve}`, ...f.references]) }));
    for (let i = 0; i < freshRows.length; i += BATCH) await trx.insertInto('cves').values(freshRows.slice(i, i + BATCH)).execute();
    const existing = new Map((await trx.selectFrom('vulnerabilities').select(['id', 'cve', 'package_name', 'installed_version', 'status', 'source'])
      .where('tenant_id', '=', actor.tenantId).where('asset_id', '=', Number(asset.id)).execute())
      .map((r) => [`${r.cve}|${r.package_name}|${r.installed_version}`, r]));
    const seen = new Set<number>();
    const inserts = [];
    let updated = 0;
    const keys = new Set<string>();
    const day = new Date(now).toISOString().slice(0, 10);
    for (const f of scanned.findings) {
      const key = `${f.cve}|${f.pkg.name}|${f.pkg.installed}`;
      if (keys.has(key)) continue;
      keys.add(key);
      const old = existing.get(key);
      if (old) { seen.add(Number(old.id)); updated++; continue; }
      const c = known.get(f.cve);
      const epss = (c?.epss_e5 ?? 0) / 100_000;
      const kev = Boolean(c?.kev_added);
      inserts.push({
        tenant_id: actor.tenantId, asset_id: Number(asset.id), cve: f.cve, severity: severityOfCvss(f.cvss), status: 'Open', package_name: f.pkg.name,
        installed_version: f.pkg.installed, fixed_version: f.pkg.fixed, package_path: f.pkg.path, purl: f.pkg.purl, first_seen: now, last_seen: now, first_day: day,
        cvss_x10: Math.round(f.cvss * 10), epss_e5: c?.epss_e5 ?? 0, kev: kev ? 1 : 0, exploit: c?.exploit ?? 0, fix_available: f.pkg.fixed ? 1 : 0,
        exposed: Number(asset.exposed), source,
        priority: vulnerabilityPriority({ cvss: f.cvss, epss, kev, ransomware: c?.kev_ransomware === 1, exposed: Number(asset.exposed) === 1 }).score,
      });
    }
    for (let i = 0; i < inserts.length; i += BATCH) await trx.insertInto('vulnerabilities').values(inserts.slice(i, i + BATCH).map(databaseNumbered)).execute();
    const seenIds = [...seen];
    for (let i = 0; i < seenIds.length; i += BATCH) {
      const chunk = seenIds.slice(i, i + BATCH);
      await trx.updateTable('vulnerabilities').set({ last_seen: now }).where('id', 'in', chunk).execute();
      await trx.updateTable('vulnerabilities').set({ status: 'Open' }).where('id', 'in', chunk).where('status', '=', 'Fixed').execute();
    }
    // What this scanner reported on the asset before and no longer does has been fixed.
    const gone = [...existing.values()].filter((r) => r.source === source && r.status === 'Open' && !seen.has(Number(r.id))).map((r) => Number(r.id));
    for (let i = 0; i < gone.length; i += BATCH) {
      await trx.updateTable('vulnerabilities').set({ status: 'Fixed', last_seen: now }).where('id', 'in', gone.slice(i, i + BATCH)).execute();
    }
    const result: UploadReport = { id: newId('vup'), format: o.format, fileName: o.fileName, asset: { id: Number(asset.id), name: asset.name },
      accepted: inserts.length + updated, created: inserts.length, updated, fixed: gone.length, rejected: problems.slice(0, REJECTED_KEPT), createdAt: new Date(now).toISOString() };
    await trx.insertInto('vulnerability_uploads').values({ id: result.id, tenant_id: actor.tenantId, format: o.format, file_name: o.fileName, target: String(asset.id),
      accepted: result.accepted, rejected: problems.length, report: JSON.stringify(result), created_by: actor.email || actor.apiKey?.id || '', created_at: now }).execute();
    await audit(trx, now, { ...auditActor(actor), action: 'vulnerability.upload', target: `asset:${asset.id}`,
      details: { format: o.format, fileName: o.fileName, created: result.created, updated, fixed: gone.length, rejected: problems.length } });
    return result;
  });
  return report;
}
