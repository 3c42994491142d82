import type { Db } from '../db/openDatabase.js';
import { sealSecret } from '../shared/secretBox.js';
import { DEMO_VCS_TOKENS } from '../vcsApi/demoVcs.js';

const TENANT = 'tnt_acme';
const HOUR = 3_600_000;

/**
 * Acme's infrastructure-as-code integrations: a GitHub connection (the stand-in VCS's token, sealed) watching three
 * repositories the demo's IaC alerts come from, a GitHub Actions pipeline that fails on critical findings, and two
 * pull-request scans for the repository summaries.
 */
export async function seedIac(db: Db, now: number): Promise<void> {
  const id = 'vcs_acme_github';
  await db.insertInto('vcs_connections').values({ id, tenant_id: TENANT, provider: 'github', name: 'Acme GitHub', base_url: '', login: DEMO_VCS_TOKENS.github.login,
    token: await sealSecret(db, { token: DEMO_VCS_TOKENS.github.full }, `${TENANT}:${id}`), created_by: 'dev@acme.test', created_at: now - 30 * 24 * HOUR, updated_at: now - 30 * 24 * HOUR }).execute();
  await db.insertInto('vcs_repositories').values([['platform/infra-live', 'main', 1], ['web/helm-charts', 'main', 0], ['mobile/backend-deploy', 'main', 1]].map(([name, branch, priv], i) => ({
    id: `rep_acme_${i + 1}`, tenant_id: TENANT, connection_id: id, full_name: String(name), default_branch: String(branch), private: Number(priv), created_at: now - 30 * 24 * HOUR,
  }))).execute();
  const pipeline = 'pip_acme_infra_live';
  await db.insertInto('cicd_pipelines').values({ id: pipeline, tenant_id: TENANT, provider: 'github-actions', name: 'infra-live checks', repository: 'platform/infra-live',
    policy: 'critical', created_at: now - 20 * 24 * HOUR, updated_at: now - 20 * 24 * HOUR }).execute();
  const scans = [
    { pr: 412, branch: 'feature/network-hardening', commit: '9f1c2e7a4b3d', counts: [1, 2, 0, 1], outcome: 'fail', reason: '1 critical finding: the pipeline fails the build on critical findings', at: now - 5 * HOUR },
    { pr: 409, branch: 'release/2.4', commit: '4a7d9e0c1f22', counts: [0, 1, 3, 0], outcome: 'pass', reason: 'No critical findings', at: now - 26 * HOUR },
  ];
  await db.insertInto('iac_uploads').values(scans.map((s, i) => {
    const [critical, high, medium, low] = s.counts as [number, number, number, number];
    const bySeverity = { Critical: critical, High: high, Medium: medium, Low: low };
    const accepted = critical + high + medium + low;
    const report = { id: `iup_acme_demo_${i + 1}`, format: 'sarif', scanner: 'sarif:checkov', fileName: 'results_sarif.sarif', repository: 'platform/infra-live', branch: s.branch,
      commit: s.commit, pullRequest: s.pr, accepted, created: 0, updated: accepted, resolved: 0, bySeverity, rejected: [],
      verdict: { policy: 'critical', outcome: s.outcome, reason: s.reason }, createdAt: new Date(s.at).toISOString() };
    return { id: report.id, tenant_id: TENANT, format: 'sarif', scanner: 'sarif:checkov', file_name: report.fileName, repository: report.repository, branch: s.branch,
      commit_sha: s.commit, pull_request: s.pr, source: 'ci' as const, pipeline_id: pipeline, developer: '', machine: '', report: JSON.stringify(report), created_by: 'dev@acme.test',
      accepted, rejected: 0, created: 0, resolved: 0, critical, high, medium, low, created_at: s.at };
  })).execute();
}
