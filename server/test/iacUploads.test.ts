import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

let t: TestServer;
let dev: string;
let admin: string;
let globex: string;
let db: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  db = openTestDatabase(t.dataDir);
  // Globex's EU analysts get the VCS module too, to show that holding it opens nothing of Acme's.
  db.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_eu_analyst', 'VERSION_CONTROL_AND_CICD_SYSTEMS', '')`).run();
  dev = await accessToken(t.url, 'dev@acme.test');
  admin = await accessToken(t.url, 'admin@acme.test');
  globex = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
}, 120_000);
afterAll(async () => { db.close(); await t.stop(); });

const sample = (name: string) => readFileSync(new URL(`./fixtures/scanners/${name}`, import.meta.url), 'utf8');
const upload = (body: string, query: Record<string, string | number>, headers: Record<string, string> = bearer(dev)) =>
  call(`${t.url}/api/iac/api/v1/uploads?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
type Row = { rule_id: string; severity: string; status: string; file_path: string; line: number; resource: string; commit_sha: string; line_end: number; remediation: string };
const alertsOf = (repository: string, branch = 'main') => db.prepare(`SELECT a.rule_id, a.severity, a.status, a.file_path, a.line, a.resource, a.commit_sha,
  d.line_end, d.remediation FROM alerts a JOIN iac_alert_details d ON d.alert_id = a.id
  WHERE a.tenant_id = 'tnt_acme' AND a.kind = 'iac' AND a.repository = ? AND a.branch = ? ORDER BY a.rule_id, a.resource`).all(repository, branch) as Row[];

describe('IaC uploads: Checkov', () => {
  it('failed checks become IaC alerts with file, line range, resource, rule, severity and remediation; passed checks do not', async () => {
    const res = await upload(sample('checkov.json'), { format: 'checkov', repository: 'acme/infra', branch: 'main', commit: 'a1b2c3d4e5f6', fileName: 'checkov.json' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: 'checkov', scanner: 'checkov', repository: 'acme/infra', branch: 'main', commit: 'a1b2c3d4e5f6',
      accepted: 3, created: 3, updated: 0, resolved: 0, bySeverity: { Critical: 1, High: 1, Medium: 1, Low: 0 }, unrated: 1, rejected: [],
      verdict: { policy: 'never', outcome: 'pass' } });
    expect(alertsOf('acme/infra')).toEqual([
      { rule_id: 'CKV_AWS_18', severity: 'Medium', status: 'Open', file_path: 'modules/storage/main.tf', line: 14, line_end: 16, resource: 'aws_s3_bucket.data',
        commit_sha: 'a1b2c3d4e5f6', remediation: 'See https://docs.prismacloud.io/en/enterprise-edition/policy-reference/aws-policies/s3-policies/s3-13-enable-logging' },
      { rule_id: 'CKV_AWS_19', severity: 'High', status: 'Open', file_path: 'modules/storage/main.tf', line: 14, line_end: 16, resource: 'aws_s3_bucket.data',
        commit_sha: 'a1b2c3d4e5f6', remediation: 'See https://docs.prismacloud.io/en/enterprise-edition/policy-reference/aws-policies/s3-policies/s3-14-data-encrypted-at-rest' },
      { rule_id: 'CKV_AWS_24', severity: 'Critical', status: 'Open', file_path: 'modules/network/sg.tf', line: 3, line_end: 20, resource: 'aws_security_group.bastion',
        commit_sha: 'a1b2c3d4e5f6', remediation: 'See https://docs.prismacloud.io/en/enterprise-edition/policy-reference/aws-policies/aws-networking-policies/networking-1-port-security' },
    ]);
  });

  it('the same scan again adds nothing; a later scan without a finding resolves it and reports what it left out by line', async () => {
    const again = await upload(sample('checkov.json'), { format: 'checkov', repository: 'acme/infra', commit: 'a1b2c3d4e5f6' });
    expect(again.body).toMatchObject({ accepted: 3, created: 0, updated: 3, resolved: 0 });
    expect(alertsOf('acme/infra')).toHaveLength(3);
    const later = await upload(sample('checkov-malformed.json'), { format: 'checkov', repository: 'acme/infra', commit: 'b2c3d4e5f6a7', fileName: 'checkov-malformed.json' });
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ accepted: 1, created: 0, updated: 1, resolved: 2 });
    expect(later.body.rejected).toEqual([
      { line: 15, path: 'results.failed_checks[1]', reason: 'Missing check_id' },
      { line: 22, path: 'results.failed_checks[2]', reason: 'Missing file_path' },
    ]);
    expect(alertsOf('acme/infra').map((a) => [a.rule_id, a.status, a.commit_sha])).toEqual([
      ['CKV_AWS_18', 'Resolved', 'a1b2c3d4e5f6'], ['CKV_AWS_19', 'Open', 'b2c3d4e5f6a7'], ['CKV_AWS_24', 'Resolved', 'a1b2c3d4e5f6']]);
    // The resolved one comes back when a scan reports it again.
    await upload(sample('checkov.json'), { format: 'checkov', repository: 'acme/infra', commit: 'c3d4e5f6a7b8' });
    expect(alertsOf('acme/infra').map((a) => a.status)).toEqual(['Open', 'Open', 'Open']);
  });

  it('a file that is not a Checkov report, or not JSON, stores nothing and says where', async () => {
    const before = alertsOf('acme/broken').length;
    const notJson = await upload('{"results": {', { format: 'checkov', repository: 'acme/broken', fileName: 'cut.json' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.message).toBe('cut.json could not be read as a Checkov JSON report: Not valid JSON: Line 1, column 14: expected a property name in double quotes');
    const other = await upload(sample('kics.json'), { format: 'checkov', repository: 'acme/broken', fileName: 'kics.json' });
    expect(other.body.error.message).toBe('kics.json could not be read as a Checkov JSON report: Not a Checkov JSON report: no "results" or "summary"');
    expect(alertsOf('acme/broken').length).toBe(before);
  });
});

describe('IaC uploads: KICS, Trivy and SARIF', () => {
  it('KICS queries become alerts per file and line; an entry without a line is reported', async () => {
    const res = await upload(sample('kics.json'), { format: 'kics', repository: 'acme/platform', fileName: 'results.json' });
    expect(res.body).toMatchObject({ scanner: 'kics', accepted: 2, created: 2, bySeverity: { Critical: 0, High: 1, Medium: 1, Low: 0 } });
    expect(res.body.rejected).toEqual([{ line: 73, path: 'queries[1].files[1]', reason: 'Missing line' }]);
    expect(alertsOf('acme/platform').map((a) => [a.rule_id, a.severity, a.file_path, a.line, a.resource])).toEqual([
      ['b03a748a-542d-44f4-bb86-9199ab4fd2d5', 'Medium', 'Dockerfile', 1, 'FROM={{node:20-alpine}}'],
      ['cf34805e-3872-4c08-bf92-6ff7bb0cfadb', 'High', 'k8s/base/deployment.yaml', 21, 'Deployment.api'],
    ]);
    const again = await upload(sample('kics.json'), { format: 'kics', repository: 'acme/platform' });
    expect(again.body).toMatchObject({ created: 0, updated: 2, resolved: 0 });
  });

  it('Trivy misconfigurations become alerts with the cause lines; passed checks are not findings', async () => {
    const res = await upload(sample('trivy-config.json'), { format: 'trivy', repository: 'acme/platform', branch: 'release' });
    expect(res.body).toMatchObject({ scanner: 'trivy', accepted: 2, created: 2, rejected: [], bySeverity: { Critical: 1, High: 1, Medium: 0, Low: 0 } });
    expect(alertsOf('acme/platform', 'release')).toEqual([
      { rule_id: 'AVD-AWS-0086', severity: 'High', status: 'Open', file_path: 'envs/prod/main.tf', line: 8, line_end: 11, resource: 'aws_s3_bucket.reports',
        commit_sha: '', remediation: 'Enable blocking any PUT calls with a public ACL specified' },
      { rule_id: 'AVD-AWS-0107', severity: 'Critical', status: 'Open', file_path: 'envs/prod/main.tf', line: 20, line_end: 29, resource: 'aws_security_group.web',
        commit_sha: '', remediation: 'Set a more restrictive cidr range' },
    ]);
    const malformed = await upload('{"SchemaVersion": 1}', { format: 'trivy', repository: 'acme/platform', branch: 'release', fileName: 'old.json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('old.json could not be read as a Trivy JSON report: SchemaVersion 1 is not supported (2 is)');
  });

  it('SARIF results take severity from security-severity, resource from the logical location; one without a file is reported', async () => {
    const res = await upload(sample('iac.sarif'), { format: 'sarif', repository: 'acme/web', branch: 'feature/x', pullRequest: 42, fileName: 'iac.sarif' });
    expect(res.body).toMatchObject({ scanner: 'sarif:checkov', accepted: 2, created: 2, pullRequest: 42, bySeverity: { Critical: 1, High: 1, Medium: 0, Low: 0 } });
    expect(res.body.rejected).toEqual([{ line: 58, path: 'runs[0].results[2]', reason: 'No file location (locations[].physicalLocation.artifactLocation.uri)' }]);
    expect(alertsOf('acme/web', 'feature/x').map((a) => [a.rule_id, a.severity, a.file_path, a.line, a.line_end, a.resource, a.remediation])).toEqual([
      ['CKV_AWS_19', 'High', 'modules/storage/main.tf', 14, 16, 'aws_s3_bucket.data', 'Add a server_side_encryption_configuration block with sse_algorithm aws:kms'],
      ['CKV_K8S_20', 'Critical', 'k8s/base/deployment.yaml', 18, 40, 'Deployment.default.api', 'Set securityContext.allowPrivilegeEscalation to false'],
    ]);
    expect((await upload('{"version": "2.0.0"}', { format: 'sarif', repository: 'acme/web' })).status).toBe(400);
    const again = await upload(sample('iac.sarif'), { format: 'sarif', repository: 'acme/web', branch: 'feature/x' });
    expect(again.body).toMatchObject({ created: 0, updated: 2 });
  });

  it('a scan from another scanner on the same branch resolves nothing of the first one', async () => {
    await upload(sample('kics.json'), { format: 'kics', repository: 'acme/mixed' });
    const other = await upload(sample('trivy-config.json'), { format: 'trivy', repository: 'acme/mixed' });
    expect(other.body).toMatchObject({ created: 2, resolved: 0 });
    expect(alertsOf('acme/mixed').filter((a) => a.status === 'Open')).toHaveLength(4);
  });
});

describe('IaC uploads: who may upload, and tenants', () => {
  it('an API key of a role holding the area uploads; a key without it, or no credentials, is refused', async () => {
    const key = await call(`${t.url}/api/admin/v1/api-keys`, { method: 'POST', json: { name: 'CI iac', roleId: 'rol_tnt_acme_developer', expiresInDays: 30 }, headers: bearer(admin) });
    expect(key.status).toBe(201);
    const res = await upload(sample('kics.json'), { format: 'kics', repository: 'acme/keyed' }, { 'x-api-key': key.body.key });
    expect(res.status).toBe(201);
    expect(db.prepare(`SELECT created_by FROM iac_uploads WHERE id = ?`).get(res.body.id)).toEqual({ created_by: key.body.apiKey.id });
    const viewerKey = await call(`${t.url}/api/admin/v1/api-keys`, { method: 'POST', json: { name: 'viewer', roleId: 'rol_tnt_acme_viewer', expiresInDays: 30 }, headers: bearer(admin) });
    expect((await upload(sample('kics.json'), { format: 'kics', repository: 'acme/keyed' }, { 'x-api-key': viewerKey.body.key })).status).toBe(403);
    expect((await upload(sample('kics.json'), { format: 'kics', repository: 'acme/keyed' }, { 'x-api-key': 'pk_wrong' })).status).toBe(401);
    expect((await upload(sample('kics.json'), { format: 'kics', repository: 'acme/keyed' }, {})).status).toBe(401);
  });

  it("another tenant's upload of the same repository neither sees nor resolves Acme's alerts", async () => {
    const acmeOpen = alertsOf('acme/infra').filter((a) => a.status === 'Open').length;
    const theirs = await upload(sample('checkov-malformed.json'), { format: 'checkov', repository: 'acme/infra' }, bearer(globex));
    expect(theirs.status).toBe(201);
    expect(theirs.body).toMatchObject({ created: 1, resolved: 0 });
    expect(alertsOf('acme/infra').filter((a) => a.status === 'Open').length).toBe(acmeOpen);
    const listed = (await call(`${t.url}/api/iac/api/v1/uploads`, { headers: bearer(globex) })).body.items;
    expect(listed.map((u: any) => u.id)).toEqual([theirs.body.id]);
  });
});

describe('IaC uploads: the alert detail', () => {
  it("shows the scanner's remediation, guideline and line range of an uploaded finding", async () => {
    const { ref } = (db.prepare(`SELECT ref FROM alerts WHERE tenant_id = 'tnt_acme' AND repository = 'acme/platform' AND branch = 'release' AND rule_id = 'AVD-AWS-0107'`).get() as { ref: string });
    expect(ref).toMatch(/^ZS-IAC-\d+$/);
    const detail = await call(`${t.url}/api/alerts/v1/alerts/${ref}`, { headers: bearer(admin) });
    expect(detail.status).toBe(200);
    expect(detail.body.remediation).toEqual({ console: ['Set a more restrictive cidr range', 'https://avd.aquasec.com/misconfig/avd-aws-0107'], cli: '' });
    expect(detail.body.resource.metadata).toMatchObject({ repository: 'acme/platform', branch: 'release', file: 'envs/prod/main.tf:20-29', scanner: 'trivy' });
  });
});
