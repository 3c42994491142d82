import type { Db } from '../../../db/openDatabase.js';
import type { IacSeverity } from '../ingest/iacFinding.js';

type Counts = Record<IacSeverity, number>;
export interface PullRequestSummary { number: number; branch: string; commit: string; scannedAt: string; findings: Counts; outcome: 'pass' | 'fail' }
export interface RepositorySummary { lastScanAt: string | null; open: Counts; pullRequests: PullRequestSummary[] }

const zero = (): Counts => ({ Critical: 0, High: 0, Medium: 0, Low: 0 });
const PULL_REQUESTS_SHOWN = 10;

/**
 * Per repository of a tenant: its last upload, open IaC alerts by severity, and the latest scan of each pull request
 * (uploads that carry a pull-request number).
 */
export async function repositorySummaries(db: Db, tenantId: string, names: string[]): Promise<Map<string, RepositorySummary>> {
  const out = new Map(names.map((n) => [n, { lastScanAt: null as string | null, open: zero(), pullRequests: [] as PullRequestSummary[] }]));
  if (names.length === 0) return out;
  const open = await db.selectFrom('alerts').select(['repository', 'severity', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', tenantId).where('kind', '=', 'iac').where('status', '=', 'Open').where('repository', 'in', names)
    .groupBy(['repository', 'severity']).execute();
  for (const row of open) {
    const s = out.get(row.repository);
    if (s && row.severity in s.open) s.open[row.severity as IacSeverity] = Number(row.n);
  }
  const uploads = await db.selectFrom('iac_uploads').select(['repository', 'branch', 'commit_sha', 'pull_request', 'critical', 'high', 'medium', 'low', 'report', 'created_at'])
    .where('tenant_id', '=', tenantId).where('repository', 'in', names).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(2000).execute();
  for (const u of uploads) {
    const s = out.get(u.repository)!;
    s.lastScanAt ??= new Date(Number(u.created_at)).toISOString();
    if (u.pull_request > 0 && s.pullRequests.length < PULL_REQUESTS_SHOWN && !s.pullRequests.some((p) => p.number === u.pull_request)) {
      const verdict = (JSON.parse(u.report) as { verdict?: { outcome: 'pass' | 'fail' } }).verdict;
      s.pullRequests.push({ number: u.pull_request, branch: u.branch, commit: u.commit_sha, scannedAt: new Date(Number(u.created_at)).toISOString(),
        findings: { Critical: u.critical, High: u.high, Medium: u.medium, Low: u.low }, outcome: verdict?.outcome ?? 'pass' });
    }
  }
  return out;
}
