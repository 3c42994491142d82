import type { Db } from '../../../db/openDatabase.js';
import type { Principal } from '../../../idp/tokenClaims.js';
import { readCheckovJson } from '../../../scanners/checkovReader.js';
import { readKicsJson } from '../../../scanners/kicsReader.js';
import { readSarif } from '../../../scanners/sarifReader.js';
import type { ScannerProblem, ScannerRead } from '../../../scanners/scannerProblem.js';
import { readTrivyJson } from '../../../scanners/trivyReader.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { newId } from '../../../shared/secrets.js';
import { ScanUploadError } from '../../vulnerabilities/ingest/ingestScan.js';
import { type IacFinding, type IacScanned, type IacSeverity, fromCheckov, fromKics, fromSarif, fromTrivyConfig } from './iacFinding.js';
import { type PipelinePolicy, verdictOf, type Verdict } from './verdict.js';

export const IAC_FORMATS = ['sarif', 'checkov', 'kics', 'trivy'] as const;
export type IacFormat = (typeof IAC_FORMATS)[number];
export const IAC_SOURCES = ['ci', 'cli', 'ui', 'ide'] as const;

export interface IacUploadInput {
  format: IacFormat; fileName: string; repository: string; branch: string; commit: string; pullRequest: number | undefined;
  source: (typeof IAC_SOURCES)[number]; pipelineId: string | undefined; developer: string; machine: string; body: string;
}
export interface IacUploadReport {
  id: string; format: IacFormat; scanner: string; fileName: string; repository: string; branch: string; commit: string; pullRequest: number | null;
  accepted: number; created: number; updated: number; resolved: number; bySeverity: Record<IacSeverity, number>; unrated: number;
  rejected: ScannerProblem[]; verdict: Verdict; createdAt: string;
}

const REJECTED_KEPT = 1000;
const FORMAT_NAMES: Record<IacFormat, string> = { sarif: 'SARIF 2.1.0', checkov: 'a Checkov JSON report', kics: 'a KICS JSON report', trivy: 'a Trivy JSON report' };
const RANK: Record<IacSeverity, number> = { Critical: 4, High: 3, Medium: 2, Low: 1 };
const keyOf = (f: { rule_id: string; file_path: string; resource: string }) => `${f.rule_id}\u0000${f.file_path}\u0000${f.resource}`;

function scan(format: IacFormat, body: string): { read: ScannerRead<unknown>; scanned?: IacScanned } {
  const read = format === 'checkov' ? readCheckovJson(body) : format === 'kics' ? readKicsJson(body) : format === 'trivy' ? readTrivyJson(body) : readSarif(body);
  if (read.kind === 'unreadable') return { read };
  const v = read.value as never;
  return { read, scanned: format === 'checkov' ? fromCheckov(v) : format === 'kics' ? fromKics(v) : format === 'trivy' ? fromTrivyConfig(v) : fromSarif(v) };
}

/**
 * Records one scanner file's misconfigurations as IaC alerts of a repository and branch. A finding is the same alert
 * when its rule, file and resource match (so uploading the same scan again adds nothing); an open alert that the same
 * scanner reported on this repository and branch before and no longer does is resolved, and a resolved one seen again is
 * reopened. A file that cannot be read stores nothing.
 */
export async function ingestIac(db: Db, now: number, actor: Principal, o: IacUploadInput): Promise<IacUploadReport> {
  const { read, scanned } = scan(o.format, o.body);
  if (!scanned) throw new ScanUploadError(`${o.fileName} could not be read as ${FORMAT_NAMES[o.format]}: ${read.problems[0]?.reason}`, read.problems);
  const problems = [...read.problems, ...scanned.problems];
  const tenantId = actor.tenantId;
  return db.transaction().execute(async (trx) => {
    const pipeline = o.pipelineId ? await trx.selectFrom('cicd_pipelines').select(['id', 'policy']).where('tenant_id', '=', tenantId).where('id', '=', o.pipelineId).executeTakeFirst() : undefined;
    if (o.pipelineId && !pipeline) throw new ScanUploadError(`No pipeline ${o.pipelineId} in your tenant: copy its id from the pipeline's snippet`);
    const uploadId = newId('iup');
    const existing = await trx.selectFrom('alerts').leftJoin('iac_alert_details as d', 'd.alert_id', 'alerts.id')
      .select(['alerts.id', 'alerts.rule_id', 'alerts.file_path', 'alerts.resource', 'alerts.status', 'd.scanner'])
      .where('alerts.tenant_id', '=', tenantId).where('alerts.kind', '=', 'iac').where('alerts.repository', '=', o.repository).where('alerts.branch', '=', o.branch)
      .execute();
    const known = new Map(existing.map((a) => [keyOf(a), a]));
    const unique = new Map<string, IacFinding>();
    for (const f of scanned.findings) unique.set(keyOf({ rule_id: f.ruleId, file_path: f.file, resource: f.resource }), f);
    const bySeverity: Record<IacSeverity, number> = { Critical: 0, High: 0, Medium: 0, Low: 0 };
    const seen = new Set<number>();
    let created = 0;
    let updated = 0;
    const statusEvent = (alertId: number, from: string, to: string, reason: string) =>
      trx.insertInto('alert_events').values({ tenant_id: tenantId, alert_id: alertId, from_status: from, to_status: to, reason, actor: scanned.scanner, created_at: now }).execute();
    for (const [key, f] of unique) {
      bySeverity[f.severity]++;
      const old = known.get(key);
      const details = { scanner: scanned.scanner, line_end: f.endLine, remediation: f.remediation, guideline: f.guideline, upload_id: uploadId };
      if (old) {
        seen.add(Number(old.id));
        updated++;
        const reopen = old.status === 'Resolved';
        await trx.updateTable('alerts').set({ last_seen: now, commit_sha: o.commit, line: f.startLine, severity: f.severity, severity_rank: RANK[f.severity],
          ...(reopen ? { status: 'Open', status_description: 'Reported again by a later scan' } : {}) }).where('id', '=', Number(old.id)).execute();
        if (reopen) await statusEvent(Number(old.id), 'Resolved', 'Open', `Reported again by ${o.fileName}`);
        await trx.insertInto('iac_alert_details').values({ alert_id: Number(old.id), tenant_id: tenantId, ...details })
          .onConflict((c) => c.column('alert_id').doUpdateSet(details)).execute();
        continue;
      }
      const inserted = await trx.insertInto('alerts').values({
        tenant_id: tenantId, account_id: 0, kind: 'iac', severity: f.severity, severity_rank: RANK[f.severity], status: 'Open',
        status_description: `Detected by ${scanned.scanner}`, title: f.title, rule_id: f.ruleId, resource: f.resource, created_at: now, last_seen: now, ref: '',
        // alerts.cloud is NOT NULL: '' is its "none", which the API answers as null.
        cloud: f.cloud ?? '', account_name: '', region: '', asset_category: f.category, asset_type: f.resourceType, business_unit: '', compliance_control: '',
        repository: o.repository, branch: o.branch, commit_sha: o.commit, file_path: f.file, line: f.startLine, asset_id: null,
      } as never).returning('id').executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      await trx.updateTable('alerts').set({ ref: `ZS-IAC-${100_000 + id}` }).where('id', '=', id).execute();
      await trx.insertInto('iac_alert_details').values({ alert_id: id, tenant_id: tenantId, ...details }).execute();
      created++;
    }
    // Open alerts this scanner reported on this repository and branch that the file no longer lists have been fixed.
    const gone = existing.filter((a) => a.scanner === scanned.scanner && a.status === 'Open' && !seen.has(Number(a.id))).map((a) => Number(a.id));
    for (const id of gone) {
      await trx.updateTable('alerts').set({ status: 'Resolved', status_description: 'No longer reported by the latest scan', last_seen: now }).where('id', '=', id).execute();
      await statusEvent(id, 'Open', 'Resolved', `Not in ${o.fileName} (${o.branch}${o.commit ? ` at ${o.commit.slice(0, 12)}` : ''})`);
    }
    const verdict = verdictOf((pipeline?.policy ?? 'never') as PipelinePolicy, bySeverity);
    const report: IacUploadReport = {
      id: uploadId, format: o.format, scanner: scanned.scanner, fileName: o.fileName, repository: o.repository, branch: o.branch, commit: o.commit,
      pullRequest: o.pullRequest ?? null, accepted: unique.size, created, updated, resolved: gone.length, bySeverity,
      unrated: [...unique.values()].filter((f) => f.unrated).length, rejected: problems.slice(0, REJECTED_KEPT),
      verdict, createdAt: new Date(now).toISOString(),
    };
    await trx.insertInto('iac_uploads').values({
      id: uploadId, tenant_id: tenantId, format: o.format, scanner: scanned.scanner, file_name: o.fileName, repository: o.repository, branch: o.branch,
      commit_sha: o.commit, pull_request: o.pullRequest ?? 0, source: o.source, pipeline_id: o.pipelineId ?? '', developer: o.developer, machine: o.machine,
      report: JSON.stringify(report), created_by: actor.apiKey?.id ?? actor.email, accepted: unique.size, rejected: problems.length, created,
      resolved: gone.length, critical: bySeverity.Critical, high: bySeverity.High, medium: bySeverity.Medium, low: bySeverity.Low, created_at: now,
    }).execute();
    await audit(trx, now, { ...auditActor(actor), action: 'iac.upload', target: `repository:${o.repository}`,
      details: { format: o.format, fileName: o.fileName, branch: o.branch, created, updated, resolved: gone.length, rejected: problems.length } });
    return report;
  });
}
