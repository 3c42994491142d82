import type { Db } from '../../../db/openDatabase.js';

const DAY_MS = 86_400_000;
export const IAC_SEVERITIES = ['Critical', 'High', 'Medium', 'Low'] as const;
type Severity = (typeof IAC_SEVERITIES)[number];
type Counts = Record<Severity, number>;
/** A repository's risk: open findings weighted by severity, so one critical outweighs a handful of lows. */
export const RISK_WEIGHTS: Counts = { Critical: 10, High: 5, Medium: 2, Low: 1 };
const TOP = 5;
const FIX_WINDOW_DAYS = 30;

export interface IacDashboard {
  /** Open findings at the end of each UTC day, oldest first. */
  bySeverityOverTime: ({ day: string } & Counts)[];
  topRules: { ruleId: string; title: string; open: number }[];
  repositories: ({ repository: string; risk: number } & Counts)[];
  /** Of the findings open now or resolved in the last 30 days, the share resolved. */
  fixRate: { resolved: number; open: number; percent: number };
}

const zero = (): Counts => ({ Critical: 0, High: 0, Medium: 0, Low: 0 });

/**
 * The IaC dashboard of a tenant from its IaC alerts. A finding counts as open on a day when it was created by the end of
 * that day and is open now, or was closed later (its last change, `last_seen`, is after that day).
 */
export async function iacDashboard(db: Db, tenantId: string, now: number, days: number): Promise<IacDashboard> {
  const rows = await db.selectFrom('alerts').select(['severity', 'status', 'rule_id', 'title', 'repository', 'created_at', 'last_seen'])
    .where('tenant_id', '=', tenantId).where('kind', '=', 'iac').execute();
  const alerts = rows.map((r) => ({ ...r, severity: r.severity as Severity, created: Number(r.created_at), closed: r.status === 'Open' ? null : Number(r.last_seen) }));
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const bySeverityOverTime = Array.from({ length: days }, (_, i) => {
    const start = today - (days - 1 - i) * DAY_MS;
    const end = start + DAY_MS;
    const counts = zero();
    for (const a of alerts) if (a.created < end && (a.closed === null || a.closed >= end) && a.severity in counts) counts[a.severity]++;
    return { day: new Date(start).toISOString().slice(0, 10), ...counts };
  });
  const open = alerts.filter((a) => a.closed === null);
  const rules = new Map<string, { ruleId: string; title: string; open: number }>();
  const repos = new Map<string, Counts>();
  for (const a of open) {
    const rule = rules.get(a.rule_id) ?? { ruleId: a.rule_id, title: a.title, open: 0 };
    rule.open++;
    rules.set(a.rule_id, rule);
    const repo = repos.get(a.repository) ?? zero();
    if (a.severity in repo) repo[a.severity]++;
    repos.set(a.repository, repo);
  }
  const topRules = [...rules.values()].sort((x, y) => y.open - x.open || x.ruleId.localeCompare(y.ruleId)).slice(0, TOP);
  const repositories = [...repos].map(([repository, c]) => ({ repository, risk: IAC_SEVERITIES.reduce((s, k) => s + c[k] * RISK_WEIGHTS[k], 0), ...c }))
    .sort((x, y) => y.risk - x.risk || x.repository.localeCompare(y.repository)).slice(0, TOP);
  const resolved = alerts.filter((a) => a.status === 'Resolved' && a.closed !== null && a.closed >= now - FIX_WINDOW_DAYS * DAY_MS).length;
  const total = resolved + open.length;
  return { bySeverityOverTime, topRules, repositories, fixRate: { resolved, open: open.length, percent: total === 0 ? 0 : Math.round((resolved / total) * 100) } };
}
