import type { Db } from '../../../db/openDatabase.js';
import type { FixByTargets } from '../../vulnerabilities/vulnerabilityDashboard.js';
import { VULNERABILITY_SEVERITIES, type VulnerabilitySeverity } from '../../vulnerabilities/vulnerabilitySeverity.js';
import { accountsOrNone } from './sliceAccounts.js';

const DAY = 86_400_000;
const zero = () => ({ Critical: 0, High: 0, Medium: 0, Low: 0 });
const isSeverity = (s: string): s is VulnerabilitySeverity => (VULNERABILITY_SEVERITIES as readonly string[]).includes(s);

/** The fix-by figures the vulnerability dashboard draws, counted the same way from the findings on some accounts' assets. */
export interface FixByFigures {
  open: number;
  age: { targets: FixByTargets; bySeverity: { severity: 'Critical' | 'High' | 'Medium'; withinTarget: number; overdue: number }[] };
  newlyFound: { total: number; bySeverity: Record<VulnerabilitySeverity, number> };
}

/**
 * Open findings within and past their fix-by targets on `to`'s day, and findings first seen in the `days` before it, on
 * the assets of `accounts` only. The dashboard's summaries carry no account, so this reads the findings themselves.
 */
export async function slicedFixBy(db: Db, tenantId: string, accounts: readonly number[], to: number, o: { targets: FixByTargets; days: number }): Promise<FixByFigures> {
  const today = new Date(to).toISOString().slice(0, 10);
  const since = new Date(to - o.days * DAY).toISOString().slice(0, 10);
  const findings = () => db.selectFrom('vulnerabilities as v').innerJoin('assets as a', 'a.id', 'v.asset_id')
    .where('v.tenant_id', '=', tenantId).where('a.tenant_id', '=', tenantId).where('a.account_id', 'in', accountsOrNone(accounts));
  const [open, fresh] = await Promise.all([
    findings().select(['v.severity', 'v.first_day', (eb) => eb.fn.countAll().as('n')]).where('v.status', '=', 'Open').groupBy(['v.severity', 'v.first_day']).execute(),
    findings().select(['v.severity', (eb) => eb.fn.countAll().as('n')]).where('v.first_day', '>', since).where('v.first_day', '<=', today).groupBy('v.severity').execute(),
  ]);
  const age = new Map((['Critical', 'High', 'Medium'] as const).map((s) => [s, { withinTarget: 0, overdue: 0 }]));
  let total = 0;
  for (const r of open) {
    const n = Number(r.n);
    if (isSeverity(r.severity)) total += n;
    const bucket = age.get(r.severity as 'Critical');
    if (bucket && r.first_day) {
      if ((Date.parse(today) - Date.parse(r.first_day)) / DAY > o.targets[r.severity as keyof FixByTargets]) bucket.overdue += n; else bucket.withinTarget += n;
    }
  }
  const newly = zero();
  for (const r of fresh) if (isSeverity(r.severity)) newly[r.severity] += Number(r.n);
  return {
    open: total,
    age: { targets: o.targets, bySeverity: [...age].map(([severity, b]) => ({ severity, ...b })) },
    newlyFound: { total: Object.values(newly).reduce((a, b) => a + b, 0), bySeverity: newly },
  };
}
