import type { Db } from '../../../db/openDatabase.js';
import { SEVERITIES } from '../../alerts/alertQuery.js';
import type { CatalogueReport, ReportSlice } from './catalogueSchemas.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const n = (row: { n: number | string | bigint | null } | undefined) => Number(row?.n ?? 0);

/** A tenant's cloud alerts on the slice's clouds, accounts and business units (empty means all). */
export function slicedAlerts(db: Db, tenantId: string, s: ReportSlice) {
  let q = db.selectFrom('alerts').where('tenant_id', '=', tenantId).where('kind', '=', 'cloud');
  if (s.cloud.length) q = q.where('cloud', 'in', s.cloud);
  if (s.account.length) q = q.where('account_id', 'in', s.account);
  if (s.businessUnit.length) q = q.where('business_unit', 'in', s.businessUnit);
  return q;
}

const period = (s: ReportSlice) => ({ from: new Date(s.from).toISOString(), to: new Date(s.to).toISOString() });

/** Open alerts now and alerts first seen in the period, by severity, and the compliance score of the slice. */
export async function executiveSummary(db: Db, tenantId: string, s: ReportSlice, complianceScore: number | null): Promise<CatalogueReport> {
  const [open, fresh] = await Promise.all([
    slicedAlerts(db, tenantId, s).select(['severity', (eb) => eb.fn.countAll().as('n')]).where('status', '=', 'Open').groupBy('severity').execute(),
    slicedAlerts(db, tenantId, s).select(['severity', (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', s.from).where('created_at', '<', s.to).groupBy('severity').execute(),
  ]);
  const openBy = new Map(open.map((r) => [r.severity, n(r)]));
  const newBy = new Map(fresh.map((r) => [r.severity, n(r)]));
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return {
    report: 'executive-summary', title: 'Executive summary', period: period(s), unappliedFilters: [],
    figures: [
      { id: 'newAlerts', label: 'New alerts in the period', value: sum(newBy) },
      { id: 'newCritical', label: 'New critical alerts in the period', value: newBy.get('Critical') ?? 0 },
      { id: 'openAlerts', label: 'Open alerts now', value: sum(openBy) },
      { id: 'complianceScore', label: 'Compliance score', value: complianceScore, unit: '%' },
    ],
    chart: { title: 'New alerts in the period by severity', points: SEVERITIES.map((sev) => ({ label: sev, value: newBy.get(sev) ?? 0 })) },
    table: { columns: ['Severity', 'New in the period', 'Open now'], rows: SEVERITIES.map((sev) => [sev, newBy.get(sev) ?? 0, openBy.get(sev) ?? 0]) },
  };
}

/** Alerts first seen in the period, per day (per hour for a period of two days or less, UTC). */
export async function alertsTrend(db: Db, tenantId: string, s: ReportSlice): Promise<CatalogueReport> {
  const step = s.to - s.from <= 2 * DAY ? HOUR : DAY;
  const rows = await slicedAlerts(db, tenantId, s).select(['created_at', 'severity']).where('created_at', '>=', s.from).where('created_at', '<', s.to).execute();
  const start = Math.floor(s.from / step) * step;
  const buckets = new Map<number, { total: number; Critical: number; High: number }>();
  for (let t = start; t < s.to; t += step) buckets.set(t, { total: 0, Critical: 0, High: 0 });
  for (const r of rows) {
    const b = buckets.get(Math.floor(Number(r.created_at) / step) * step);
    if (!b) continue;
    b.total += 1;
    if (r.severity === 'Critical' || r.severity === 'High') b[r.severity] += 1;
  }
  const label = (t: number) => (step === HOUR ? new Date(t).toISOString().slice(0, 13).replace('T', ' ') + ':00' : new Date(t).toISOString().slice(0, 10));
  const entries = [...buckets];
  const busiest = entries.reduce((best, e) => (e[1].total > (best?.[1].total ?? -1) ? e : best), entries[0]);
  return {
    report: 'alerts-trend', title: 'Alerts trend', period: period(s), unappliedFilters: [],
    figures: [
      { id: 'newAlerts', label: 'New alerts in the period', value: rows.length },
      { id: 'newCritical', label: 'New critical alerts', value: rows.filter((r) => r.severity === 'Critical').length },
      { id: 'newHigh', label: 'New high alerts', value: rows.filter((r) => r.severity === 'High').length },
      { id: 'busiest', label: step === HOUR ? 'Most new alerts in one hour' : 'Most new alerts in one day', value: busiest?.[1].total ?? 0 },
    ],
    chart: { title: step === HOUR ? 'New alerts per hour (UTC)' : 'New alerts per day (UTC)', points: entries.map(([t, b]) => ({ label: label(t), value: b.total })) },
    table: { columns: [step === HOUR ? 'Hour (UTC)' : 'Day (UTC)', 'New alerts', 'Critical', 'High'], rows: entries.map(([t, b]) => [label(t), b.total, b.Critical, b.High]) },
  };
}
