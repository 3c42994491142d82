import { openTestDatabase, type TestDatabase } from '../support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from '../helpers.js';

/**
 * Every operation of the server's OpenAPI document, called by five callers, with an empty body and with bad bodies.
 * The expected outcome of each operation for each caller is written out below, not read from the server.
 */
const CALLERS = ['none', 'viewer', 'reviewer', 'key', 'otherTenant'] as const;
type Caller = (typeof CALLERS)[number];

/** ok: the caller passes authorization (a success, or 400 for an empty or bad body); a number: exactly that status. */
type Outcome = 'ok' | 401 | 403 | 404 | 503;
/** The answers of [viewer@acme.test, reviewer@acme.test, a key with an alerts-only role, analyst@globex.test] (no credentials: 401). */
type Row = readonly [viewer: Outcome, reviewer: Outcome, key: Outcome, otherTenant: Outcome];
/** Routes that need no credentials: any caller gets an answer that is not a server error. */
const PUBLIC = 'public' as const;

const ok = 'ok' as const;
const adminRead: Row = [403, ok, 403, 403];
const adminWrite: Row = [403, 403, 403, 403];
// Globex has the area's flag off: there the area does not exist (404) before any module is asked for.
const connectors: Row = [403, 403, 403, 404];
// Custom compliance frameworks: the flag is on at Acme and off (the default) at Globex.
const customFrameworks: Row = [403, 403, 403, 404];

const EXPECTED: Record<string, Row | typeof PUBLIC> = {
  'POST /idp/oauth/token': PUBLIC,
  'POST /idp/oauth/revoke': PUBLIC,
  'GET /idp/.well-known/jwks.json': PUBLIC,
  'GET /idp/.well-known/openid-configuration': PUBLIC,
  'POST /api/auth/api/v1/orglookup': PUBLIC,
  'POST /api/auth/api/v1/createOTP': PUBLIC,
  'POST /api/auth/api/v1/validateOTP': PUBLIC,
  'POST /api/auth/api/v1/resetPassword': PUBLIC,
  'POST /api/auth/api/v1/resetPassword/confirm': PUBLIC,
  'GET /api/reports/v1/render': PUBLIC,
  'GET /bff/session': PUBLIC,
  'POST /bff/login': PUBLIC,
  'POST /bff/refresh': PUBLIC,
  // Signed-in session (cookie) only; each call inside is checked as the single call would be (test/bffBatch.test.ts).
  'POST /bff/batch': PUBLIC,
  'POST /bff/logout': PUBLIC,
  'GET /bff/sso/start': PUBLIC,
  'GET /bff/sso/callback': PUBLIC,
  // Who the caller is and their own settings: people only, never an API key.
  'GET /api/tenant/api/v1/tenant': [ok, ok, ok, ok],
  'POST /api/tenant/api/v1/tenant/eusa/accept': [ok, ok, 403, ok],
  'GET /api/tenant/rbac/api/v1/rbac/user': [ok, ok, 403, ok],
  'POST /api/tenant/rbac/api/v1/tenant/user/group/switch': [ok, ok, 403, ok],
  'GET /api/user/api/v1/password/status': [ok, ok, 403, ok],
  'POST /api/user/api/v1/password/change': [ok, ok, 403, ok],
  'POST /api/featureflag/api/v2/isenabled': [ok, ok, ok, ok],
  'GET /api/admin-ui-messages/zpc/{host}': [ok, ok, ok, ok],
  // SYSTEM_NOTIFICATIONS: only the analyst has it; Acme's notification is not found in Globex.
  'GET /api/notification/v1/notificationCount': [403, 403, 403, ok],
  'GET /api/notification/v1/notifications': [403, 403, 403, ok],
  'POST /api/notification/v1/notifications/{id}/read': [403, 403, 403, 404],
  // Dashboard cards: the viewer and the analyst have all six; Globex EU has not bought VULNERABILITY.
  'GET /api/commondashboard/v1/totalThreats': [ok, 403, 403, ok],
  'GET /api/asset/api/v1/dashboard/cloudassetcount': [ok, 403, 403, ok],
  'GET /api/commondashboard/v1/totalIdentities': [ok, 403, 403, ok],
  'POST /api/alerts/v1/buildtime/iacalertcount': [ok, 403, 403, ok],
  'POST /api/compliance/v1/benchmark/getComplianceScore': [ok, 403, 403, ok],
  // COMPLIANCE: only the analyst holds the module; uploading a framework also needs MANAGE_ADMINISTRATION (none of them).
  'GET /api/compliance/v1/frameworks': [403, 403, 403, ok],
  'GET /api/compliance/v1/frameworks/{frameworkId}': [403, 403, 403, ok],
  'GET /api/compliance/v1/frameworks/{frameworkId}/requirements/{requirementId}/resources': [403, 403, 403, ok],
  'PUT /api/compliance/v1/frameworks/{frameworkId}/requirements/{requirementId}/attestation': [403, 403, 403, ok],
  'POST /api/compliance/v1/frameworks': customFrameworks,
  'GET /api/compliance/v1/matrix': [403, 403, 403, ok],
  'GET /api/compliance/v1/filters': [403, 403, 403, ok],
  'GET /api/compliance/v1/trend': [403, 403, 403, ok],
  'GET /api/compliance/v1/checks': customFrameworks,
  'PUT /api/compliance/v1/frameworks/{frameworkId}': customFrameworks,
  'DELETE /api/compliance/v1/frameworks/{frameworkId}': customFrameworks,
  'GET /api/compliance/v1/frameworks/{frameworkId}/requirements.csv': [403, 403, 403, ok],
  // The analyst passes authorization and reaches the PDF renderer, which this server has no Chromium for (503).
  'GET /api/compliance/v1/frameworks/{frameworkId}/export.pdf': [403, 403, 403, 503],
  'GET /api/compliance/v1/render': PUBLIC,
  'GET /api/compliance/v1/frameworks/{frameworkId}/requirements/{requirementId}/resources.csv': [403, 403, 403, ok],
  'GET /api/vulnerability/v1/totalVulnerabilities': [ok, 403, 403, 403],
  // The posture history: any dashboard card or area whose figure it keeps opens it (each metric is then checked on its own).
  'GET /api/commondashboard/v1/posture/history': [ok, 403, ok, ok],
  'GET /api/commondashboard/v1/posture/figures': [ok, 403, ok, ok],
  // ALERTS: viewer, key and analyst look; only the analyst holds MANAGE_ALERTS.
  'POST /api/alerts/v1/search': [ok, 403, ok, ok],
  'POST /api/alerts/v1/groupByPolicy': [ok, 403, ok, ok],
  'GET /api/alerts/v1/facets': [ok, 403, ok, ok],
  'GET /api/alerts/v1/alerts/export.csv': [ok, 403, ok, ok],
  'GET /api/alerts/v1/alerts/{id}': [ok, 403, ok, 404],
  'POST /api/alerts/v1/alerts/actions': [403, 403, 403, ok],
  'GET /api/alerts/v1/ignoreRules': [ok, 403, ok, ok],
  'DELETE /api/alerts/v1/ignoreRules/{id}': [403, 403, 403, 404],
  'GET /api/asset/api/v1/assets': [403, 403, 403, ok],
  'GET /api/cloud-account/api/v1/accounts': [403, 403, 403, 403],
  'GET /api/cloud-account/api/v1/accounts/{id}/cloudformation': [403, 403, 403, 403],
  'GET /api/cloud-account/api/v1/accounts/{id}/disconnect': [403, 403, 403, 403],
  'GET /api/cloud-account/api/v1/accounts/{id}/scans/{scanId}': [403, 403, 403, 403],
  // None of these callers holds CLOUD_ACCOUNTS; changes also need MANAGE_ADMINISTRATION.
  'POST /api/cloud-account/api/v1/accounts': [403, 403, 403, 403],
  'PATCH /api/cloud-account/api/v1/accounts/{id}': [403, 403, 403, 403],
  'DELETE /api/cloud-account/api/v1/accounts/{id}': [403, 403, 403, 403],
  'POST /api/cloud-account/api/v1/accounts/{id}/test': [403, 403, 403, 403],
  'POST /api/cloud-account/api/v1/accounts/{id}/discover': [403, 403, 403, 403],
  'POST /api/cloud-account/api/v1/accounts/{id}/members': [403, 403, 403, 403],
  'POST /api/cloud-account/api/v1/accounts/{id}/scans': [403, 403, 403, 403],
  'GET /api/cloud-account/api/v1/groups': [403, 403, 403, 403],
  'POST /api/cloud-account/api/v1/groups': [403, 403, 403, 403],
  'PATCH /api/cloud-account/api/v1/groups/{name}': [403, 403, 403, 403],
  'GET /api/asset/api/v1/assets/facets': [403, 403, 403, ok],
  'GET /api/asset/api/v1/assets/export.csv': [403, 403, 403, ok],
  'GET /api/asset/api/v1/assets/dashboard': [403, 403, 403, ok],
  'GET /api/asset/api/v1/assets/{id}': [403, 403, 403, 404],
  // VULNERABILITY_MANAGEMENT, bought: none of the four has the module but Globex EU's analyst, whose organisation has not bought it.
  'GET /api/vulnerability/api/v1/findings': [403, 403, 403, 403],
  'GET /api/vulnerability/api/v1/cves': [403, 403, 403, 403],
  'GET /api/vulnerability/api/v1/findings/facets': [403, 403, 403, 403],
  'GET /api/vulnerability/api/v1/findings/export.csv': [403, 403, 403, 403],
  'GET /api/vulnerability/api/v1/cves/{id}': [403, 403, 403, 403],
  'POST /api/vulnerability/api/v1/findings/status': [403, 403, 403, 403],
  'GET /api/vulnerability/api/v1/dashboard': [403, 403, 403, 403],
  // Scanner uploads: CONTAINER_REGISTRIES_AND_WORKLOADS, which none of the four holds.
  'POST /api/vulnerability/api/v1/uploads': [403, 403, 403, 403],
  'GET /api/vulnerability/api/v1/uploads': [403, 403, 403, 403],
  'GET /api/vulnerability/api/v1/registries': [403, 403, 403, 403],
  'POST /api/vulnerability/api/v1/registries': [403, 403, 403, 403],
  'PUT /api/vulnerability/api/v1/registries/{id}': [403, 403, 403, 403],
  'DELETE /api/vulnerability/api/v1/registries/{id}': [403, 403, 403, 403],
  'POST /api/vulnerability/api/v1/registries/{id}/test': [403, 403, 403, 403],
  // Infrastructure as code: VERSION_CONTROL_AND_CICD_SYSTEMS (or WORKSTATIONS_AND_IDE for uploads), which none of the four holds.
  'POST /api/iac/api/v1/uploads': [403, 403, 403, 403],
  'GET /api/iac/api/v1/uploads': [403, 403, 403, 403],
  'GET /api/iac/api/v1/vcs': [403, 403, 403, 403],
  'POST /api/iac/api/v1/vcs': [403, 403, 403, 403],
  'POST /api/iac/api/v1/vcs/test': [403, 403, 403, 403],
  'PATCH /api/iac/api/v1/vcs/{id}': [403, 403, 403, 403],
  'DELETE /api/iac/api/v1/vcs/{id}': [403, 403, 403, 403],
  'GET /api/iac/api/v1/pipelines': [403, 403, 403, 403],
  'POST /api/iac/api/v1/pipelines': [403, 403, 403, 403],
  'PATCH /api/iac/api/v1/pipelines/{id}': [403, 403, 403, 403],
  'DELETE /api/iac/api/v1/pipelines/{id}': [403, 403, 403, 403],
  'GET /api/iac/api/v1/cli': [403, 403, 403, 403],
  'POST /api/iac/api/v1/local/tokens': [403, 403, 403, 403],
  'GET /api/iac/api/v1/dashboard': [403, 403, 403, 403],
  'GET /api/iac/api/v1/findings': [403, 403, 403, 403],
  'GET /api/iac/api/v1/findings/export.csv': [403, 403, 403, 403],
  'GET /api/iac/api/v1/findings/{id}': [403, 403, 403, 403],
  // CLOUD_IDENTITY: only the analyst has it, and Globex EU has bought CIEM; Acme's identities and assets are not found there.
  'GET /api/identity/api/v1/identities': [403, 403, 403, ok],
  'GET /api/identity/api/v1/identities/facets': [403, 403, 403, ok],
  'GET /api/identity/api/v1/identities/export.csv': [403, 403, 403, ok],
  'GET /api/identity/api/v1/identities/{id}': [403, 403, 403, 404],
  'GET /api/identity/api/v1/identities/{id}/least-privilege': [403, 403, 403, 404],
  'GET /api/identity/api/v1/assets/{id}/reach': [403, 403, 403, 404],
  'GET /api/identity/api/v1/access-keys': [403, 403, 403, ok],
  'GET /api/identity/api/v1/role-assignments': [403, 403, 403, ok],
  // EXECUTIVE_REPORT: Globex EU's analyst has ANALYTICS, not the executive report.
  'POST /api/reports/v1/renderTokens': [403, 403, 403, 403],
  // EXECUTIVE_REPORT, Analytics bought and flagged on: Globex EU's analyst has ANALYTICS only.
  'GET /api/reports/v1/executive': [403, 403, 403, 403],
  'GET /api/reports/v1/executive/export.pdf': [403, 403, 403, 403],
  // The reports catalogue: ANALYTICS, bought and flagged on; Globex EU's analyst has the module, but the organisation has not bought Analytics.
  'GET /api/reports/v1/catalogue/{report}': [403, 403, 403, 403],
  'GET /api/reports/v1/catalogue/{report}/export.csv': [403, 403, 403, 403],
  // Scheduled reports: SCHEDULED_REPORTS, which none of the five holds.
  'GET /api/reports/v1/schedules': [403, 403, 403, 403],
  'POST /api/reports/v1/schedules': [403, 403, 403, 403],
  'PUT /api/reports/v1/schedules/{id}': [403, 403, 403, 403],
  'DELETE /api/reports/v1/schedules/{id}': [403, 403, 403, 403],
  'POST /api/reports/v1/schedules/{id}/pause': [403, 403, 403, 403],
  'POST /api/reports/v1/schedules/{id}/resume': [403, 403, 403, 403],
  'POST /api/reports/v1/schedules/{id}/run': [403, 403, 403, 403],
  'GET /api/reports/v1/schedules/{id}/runs': [403, 403, 403, 403],
  'GET /api/reports/v1/runs/{id}/file': [403, 403, 403, 403],
  // Administration: the reviewer looks at every area and changes nothing; nobody else of the five gets in.
  'GET /api/admin/v1/users': adminRead,
  'POST /api/admin/v1/users': adminWrite,
  'GET /api/admin/v1/users/{id}': adminRead,
  'PUT /api/admin/v1/users/{id}': adminWrite,
  'DELETE /api/admin/v1/users/{id}': adminWrite,
  'POST /api/admin/v1/users/{id}/disable': adminWrite,
  'POST /api/admin/v1/users/{id}/enable': adminWrite,
  'GET /api/admin/v1/groups': adminRead,
  'POST /api/admin/v1/groups': adminWrite,
  'GET /api/admin/v1/groups/roles': adminRead,
  'PUT /api/admin/v1/groups/{id}': adminWrite,
  'DELETE /api/admin/v1/groups/{id}': adminWrite,
  'GET /api/admin/v1/roles/catalog': adminRead,
  'GET /api/admin/v1/roles': adminRead,
  'POST /api/admin/v1/roles': adminWrite,
  'GET /api/admin/v1/roles/{id}': adminRead,
  'PUT /api/admin/v1/roles/{id}': adminWrite,
  'DELETE /api/admin/v1/roles/{id}': adminWrite,
  'GET /api/admin/v1/api-keys': adminRead,
  'POST /api/admin/v1/api-keys': adminWrite,
  'GET /api/admin/v1/api-keys/roles': adminRead,
  'POST /api/admin/v1/api-keys/{id}/revoke': adminWrite,
  'GET /api/admin/v1/trusted-ips': adminRead,
  'POST /api/admin/v1/trusted-ips': adminWrite,
  'DELETE /api/admin/v1/trusted-ips/{id}': adminWrite,
  'PUT /api/admin/v1/trusted-ips/settings': adminWrite,
  'GET /api/admin/v1/business-units': adminRead,
  'POST /api/admin/v1/business-units': adminWrite,
  'GET /api/admin/v1/business-units/accounts': adminRead,
  'GET /api/admin/v1/business-units/{id}': adminRead,
  'PUT /api/admin/v1/business-units/{id}': adminWrite,
  'DELETE /api/admin/v1/business-units/{id}': adminWrite,
  'GET /api/admin/v1/sso': adminRead,
  'PUT /api/admin/v1/sso': adminWrite,
  'POST /api/admin/v1/sso/test': adminWrite,
  'GET /api/admin/v1/integrations': adminRead,
  'POST /api/admin/v1/integrations': adminWrite,
  'GET /api/admin/v1/integrations/{id}': adminRead,
  'PUT /api/admin/v1/integrations/{id}': adminWrite,
  'DELETE /api/admin/v1/integrations/{id}': adminWrite,
  'POST /api/admin/v1/integrations/{id}/enable': adminWrite,
  'POST /api/admin/v1/integrations/{id}/disable': adminWrite,
  'POST /api/admin/v1/integrations/{id}/test': adminWrite,
  'GET /api/admin/v1/audit-logs': adminRead,
  'GET /api/admin/v1/audit-logs/facets': adminRead,
  'GET /api/admin/v1/audit-logs/export.csv': adminRead,
  'GET /api/admin/v1/audit-logs/{id}': adminRead,
  // A person's own saved views: never an API key; another person's view (even in the same tenant) is not found.
  'GET /api/v1/saved-views': [ok, ok, 403, ok],
  'POST /api/v1/saved-views': [ok, ok, 403, ok],
  'PATCH /api/v1/saved-views/{id}': [ok, ok, 403, ok],
  'DELETE /api/v1/saved-views/{id}': [404, 404, 403, 404],
  // Cloud and Branch Connectors (CLOUD_CONNECTORS, flag cloud_connectors): none of the five callers holds the module.
  'GET /api/connectors/v1/cloud-groups': connectors,
  'GET /api/connectors/v1/cloud-groups/export.csv': connectors,
  'GET /api/connectors/v1/cloud-groups/{id}': connectors,
  'PUT /api/connectors/v1/cloud-groups/{id}': connectors,
  'DELETE /api/connectors/v1/cloud-groups/{id}': connectors,
  'GET /api/connectors/v1/cloud-connectors': connectors,
  'GET /api/connectors/v1/cloud-connectors/export.csv': connectors,
  'GET /api/connectors/v1/cloud-connectors/{id}': connectors,
  'PUT /api/connectors/v1/cloud-connectors/{id}': connectors,
  'DELETE /api/connectors/v1/cloud-connectors/{id}': connectors,
  'GET /api/connectors/v1/branch-groups': connectors,
  'GET /api/connectors/v1/branch-groups/export.csv': connectors,
  'GET /api/connectors/v1/branch-groups/{id}': connectors,
  'PUT /api/connectors/v1/branch-groups/{id}': connectors,
  'DELETE /api/connectors/v1/branch-groups/{id}': connectors,
  'GET /api/connectors/v1/branch-connectors': connectors,
  'GET /api/connectors/v1/branch-connectors/export.csv': connectors,
  'GET /api/connectors/v1/branch-connectors/{id}': connectors,
  'PUT /api/connectors/v1/branch-connectors/{id}': connectors,
  'DELETE /api/connectors/v1/branch-connectors/{id}': connectors,
  'GET /api/connectors/v1/administrators': connectors,
  'GET /api/connectors/v1/telemetry/overview': connectors,
  'GET /api/connectors/v1/telemetry/health': connectors,
  'GET /api/connectors/v1/telemetry/traffic': connectors,
  'GET /api/connectors/v1/telemetry/dns': connectors,
  'GET /api/connectors/v1/telemetry/sessions': connectors,
  'GET /api/connectors/v1/sessions': connectors,
  'GET /api/connectors/v1/sessions/export.csv': connectors,
  'GET /api/connectors/v1/locations': connectors,
  'GET /api/connectors/v1/locations/{id}': connectors,
  'PUT /api/connectors/v1/locations/{id}': connectors,
  'GET /api/connectors/v1/provisioning-templates': connectors,
  'GET /api/connectors/v1/provisioning-templates/export.csv': connectors,
  'GET /api/connectors/v1/provisioning-templates/{id}': connectors,
  'POST /api/connectors/v1/provisioning-templates': connectors,
  'PUT /api/connectors/v1/provisioning-templates/{id}': connectors,
  'DELETE /api/connectors/v1/provisioning-templates/{id}': connectors,
  'GET /api/connectors/v1/location-templates': connectors,
  'GET /api/connectors/v1/location-templates/export.csv': connectors,
  'GET /api/connectors/v1/location-templates/{id}': connectors,
  'POST /api/connectors/v1/location-templates': connectors,
  'PUT /api/connectors/v1/location-templates/{id}': connectors,
  'DELETE /api/connectors/v1/location-templates/{id}': connectors,
  'GET /api/connectors/v1/provider-accounts': connectors,
  'GET /api/connectors/v1/provider-accounts/export.csv': connectors,
  'GET /api/connectors/v1/provider-accounts/{id}': connectors,
  'POST /api/connectors/v1/provider-accounts': connectors,
  'PUT /api/connectors/v1/provider-accounts/{id}': connectors,
  'DELETE /api/connectors/v1/provider-accounts/{id}': connectors,
  'GET /api/connectors/v1/gateways': connectors,
  'GET /api/connectors/v1/gateways/export.csv': connectors,
  'GET /api/connectors/v1/gateways/{id}': connectors,
  'POST /api/connectors/v1/gateways': connectors,
  'PUT /api/connectors/v1/gateways/{id}': connectors,
  'DELETE /api/connectors/v1/gateways/{id}': connectors,
  'GET /api/connectors/v1/forwarding-rules': connectors,
  'GET /api/connectors/v1/forwarding-rules/{id}': connectors,
  'POST /api/connectors/v1/forwarding-rules': connectors,
  'PUT /api/connectors/v1/forwarding-rules/{id}': connectors,
  'DELETE /api/connectors/v1/forwarding-rules/{id}': connectors,
  'PUT /api/connectors/v1/forwarding-rules-order': connectors,
  'GET /api/connectors/v1/activation': connectors,
  'POST /api/connectors/v1/activation': connectors,
  'DELETE /api/connectors/v1/pending': connectors,
  'POST /api/connectors/v1/conflicts/{kind}/{id}': connectors,
};

/**
 * The alert operations as dev@acme.test, whose role has the IAC_ALERTS dashboard sub-app but not the ALERTS module and no
 * MANAGE_ALERTS: [asking for IaC alerts, asking for cloud alerts] (`kind` in the body or query; the id is a cloud alert's).
 * Cloud is refused 403 as a category; a cloud alert's id under kind=iac is 404, as a missing one.
 */
const DEVELOPER: Record<string, readonly [iac: Outcome, cloud: Outcome]> = {
  'POST /api/alerts/v1/buildtime/iacalertcount': [ok, ok],
  'POST /api/alerts/v1/search': [ok, 403],
  'POST /api/alerts/v1/groupByPolicy': [ok, 403],
  'GET /api/alerts/v1/facets': [ok, 403],
  'GET /api/alerts/v1/alerts/export.csv': [ok, 403],
  'GET /api/alerts/v1/alerts/{id}': [404, 403],
  'POST /api/alerts/v1/alerts/actions': [403, 403],
  'GET /api/alerts/v1/ignoreRules': [ok, ok],
  'DELETE /api/alerts/v1/ignoreRules/{id}': [403, 403],
};

/** Bodies no operation accepts: not an object, and not JSON at all. */
const BAD_BODIES = ['[42, {"name": null}]', '{"name": "x", '];

interface Operation { method: string; path: string; hasBody: boolean }

let t: TestServer;
let sqlite: TestDatabase;
let operations: Operation[];
const headers: Record<Caller, Record<string, string>> = { none: {}, viewer: {}, reviewer: {}, key: {}, otherTenant: {} };
let developer: Record<string, string> = {};
/** Path parameters: ids of Acme's own rows, so that another tenant's caller asks for something that exists, elsewhere. */
const ids: Record<string, string> = {};
let savedChromium: string | undefined;

beforeAll(async () => {
  // No operation may start a browser here: a PDF route that passes authorization answers the renderer's 503.
  savedChromium = process.env.PALISADE_CHROMIUM_PATH;
  process.env.PALISADE_CHROMIUM_PATH = '/nonexistent/chromium';
  t = await startServer();
  sqlite = openTestDatabase(t.dataDir);
  const admin = await accessToken(t.url, 'admin@acme.test');
  const asAdmin = (method: string, path: string, json?: unknown) => call(`${t.url}/api${path}`, { method, json, headers: bearer(admin) });
  const role = await asAdmin('POST', '/admin/v1/roles', { name: 'Alerts only', description: '', dashboard: [], modules: ['ALERTS'], actions: [] });
  const key = await asAdmin('POST', '/admin/v1/api-keys', { name: 'restricted', roleId: role.body.role.id, expiresInDays: 1 });
  const alert = (await asAdmin('POST', '/alerts/v1/search', { status: ['Open'], pageSize: 1 })).body.items[0];
  await asAdmin('POST', '/alerts/v1/alerts/actions', { ids: [alert.id], action: 'ignore', reason: 'matrix', createIgnoreRule: true });
  const integration = await asAdmin('POST', '/admin/v1/integrations', { type: 'email', name: 'Matrix mail', recipients: 'sec@acme.test' });
  const first = (sql: string) => (sqlite.prepare(sql).get() as { id: string }).id;
  Object.assign(ids, {
    host: 'localhost',
    notification: first(`SELECT id FROM notifications WHERE tenant_id = 'tnt_acme' LIMIT 1`),
    alert: alert.id,
    ignoreRule: (await asAdmin('GET', '/alerts/v1/ignoreRules')).body.rules[0].id,
    user: 'usr_acme_viewer', group: 'grp_acme_viewers', role: 'rol_tnt_acme_viewer', apiKey: 'key_demo_siem',
    trustedIp: first(`SELECT id FROM trusted_ips WHERE tenant_id = 'tnt_acme' LIMIT 1`),
    businessUnit: first(`SELECT id FROM business_units WHERE tenant_id = 'tnt_acme' LIMIT 1`),
    integration: integration.body.integration?.id ?? integration.body.id,
    auditLog: first(`SELECT id FROM audit_log WHERE tenant_id = 'tnt_acme' LIMIT 1`),
    asset: String(first(`SELECT id FROM assets WHERE tenant_id = 'tnt_acme' ORDER BY id LIMIT 1`)),
    identity: String(first(`SELECT id FROM identities WHERE tenant_id = 'tnt_acme' ORDER BY id LIMIT 1`)),
    savedView: (await asAdmin('POST', '/v1/saved-views', { area: 'alerts.cloud', name: 'Matrix', view: {} })).body.id,
  });
  headers.viewer = bearer(await accessToken(t.url, 'viewer@acme.test'));
  headers.reviewer = bearer(await accessToken(t.url, 'reviewer@acme.test'));
  developer = bearer(await accessToken(t.url, 'dev@acme.test'));
  headers.key = { 'x-api-key': key.body.key as string };
  headers.otherTenant = bearer(await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' }));
  const doc = (await call(`${t.url}/api/openapi.json`)).body as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, hasBody: op.requestBody !== undefined })));
});
afterAll(async () => {
  sqlite.close();
  await t.stop();
  if (savedChromium === undefined) delete process.env.PALISADE_CHROMIUM_PATH; else process.env.PALISADE_CHROMIUM_PATH = savedChromium;
});

/** The concrete URL of an operation: each path parameter gets the Acme id of its kind. */
function urlOf(op: Operation): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'host') return ids.host!;
    // Compliance frameworks are shipped to every tenant: the ZBP benchmark and one of its manual requirements.
    if (name === 'frameworkId') return 'ZBP';
    if (name === 'requirementId') return 'ZBP-GOV-2';
    const kind = ({ notifications: 'notification', alerts: 'alert', ignoreRules: 'ignoreRule', users: 'user', groups: 'group', roles: 'role',
      'api-keys': 'apiKey', 'trusted-ips': 'trustedIp', 'business-units': 'businessUnit', integrations: 'integration', 'audit-logs': 'auditLog', assets: 'asset',
      'saved-views': 'savedView', identities: 'identity' } as Record<string, string>)[
      op.path.split('/{')[0]!.split('/').at(-1)!]!;
    return encodeURIComponent(ids[kind]!);
  });
}

async function send(op: Operation, caller: Caller | Record<string, string>, body?: string, query = '') {
  const res = await fetch(`${t.url}${urlOf(op)}${query}`, {
    method: op.method, redirect: 'manual',
    headers: { ...(typeof caller === 'string' ? headers[caller] : caller), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body } : {}),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Whether a status is the declared outcome; `bad` when the body sent was one of BAD_BODIES. */
function matches(status: number, expected: Outcome | typeof PUBLIC, op: Operation, bad: boolean): boolean {
  if (status >= 500) return status === expected;
  if (expected === PUBLIC) return true;
  if (expected !== ok) return status === expected;
  if (bad) return status === 400;
  return (status >= 200 && status < 300) || (op.hasBody && status === 400);
}

describe('authorization matrix over the OpenAPI document', () => {
  it('declares an expected outcome for exactly the documented operations', () => {
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('answers every operation for every caller as declared, with no server error, for an empty and for bad bodies', async () => {
    const wrong: string[] = [];
    let requests = 0;
    for (const op of operations) {
      const row = EXPECTED[`${op.method} ${op.path}`]!;
      for (const [i, caller] of CALLERS.entries()) {
        const expected: Outcome | typeof PUBLIC = row === PUBLIC ? PUBLIC : caller === 'none' ? 401 : row[i - 1]!;
        const bodies: (string | undefined)[] = op.hasBody ? ['{}', ...BAD_BODIES] : [undefined];
        for (const body of bodies) {
          const status = await send(op, caller, body);
          requests++;
          if (!matches(status, expected, op, body !== undefined && body !== '{}')) {
            wrong.push(`${op.method} ${op.path} as ${caller} with ${body ?? 'no body'}: ${status}, expected ${expected}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(requests).toBeGreaterThan(400);
  }, 120_000);
});

describe('alert operations for a role with IaC alerts alone', () => {
  it('declares the outcome of exactly the documented alert operations', () => {
    expect(operations.filter((op) => op.path.startsWith('/api/alerts/')).map((op) => `${op.method} ${op.path}`).sort()).toEqual(Object.keys(DEVELOPER).sort());
  });

  it('answers each as declared, asked for IaC alerts and for cloud alerts', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.path.startsWith('/api/alerts/'))) {
      for (const [i, kind] of (['iac', 'cloud'] as const).entries()) {
        const expected = DEVELOPER[`${op.method} ${op.path}`]![i]!;
        const status = op.hasBody ? await send(op, developer, JSON.stringify({ kind })) : await send(op, developer, undefined, `?kind=${kind}`);
        if (!matches(status, expected, op, false)) wrong.push(`${op.method} ${op.path} for ${kind}: ${status}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});
