import { signSigV4, type SigV4Credentials } from './sigV4.js';

export interface AwsSession extends SigV4Credentials { sessionToken?: string }
export type AwsResult<T> = { ok: true; value: T } | { ok: false; status: number; code: string; message: string };

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';
const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c))).replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');

/** Calls an AWS endpoint under `baseUrl` (the stand-in's `/cloud-api/aws`, or AWS itself), signed with SigV4. */
async function signedPost(baseUrl: string, service: string, session: AwsSession, body: string, contentType: string, extra: Record<string, string> = {}) {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/${service}/`);
  const headers: Record<string, string> = { host: url.host, 'content-type': contentType, ...extra };
  if (session.sessionToken) headers['x-amz-security-token'] = session.sessionToken;
  const signed = signSigV4({ method: 'POST', path: url.pathname, headers, body }, session, 'us-east-1', service, new Date());
  const { host: _host, ...sent } = signed;
  return fetch(url, { method: 'POST', headers: sent, body, signal: AbortSignal.timeout(10_000) });
}

async function query(baseUrl: string, service: 'sts' | 'iam', session: AwsSession, params: Record<string, string>): Promise<AwsResult<string>> {
  const res = await signedPost(baseUrl, service, session, new URLSearchParams(params).toString(), 'application/x-www-form-urlencoded; charset=utf-8');
  const xml = await res.text();
  if (!res.ok) return { ok: false, status: res.status, code: tag(xml, 'Code') || `HTTP ${res.status}`, message: unescape(tag(xml, 'Message')) };
  return { ok: true, value: xml };
}

/** STS GetCallerIdentity: the account and ARN behind the credentials. */
export async function getCallerIdentity(baseUrl: string, session: AwsSession): Promise<AwsResult<{ account: string; arn: string }>> {
  const res = await query(baseUrl, 'sts', session, { Action: 'GetCallerIdentity', Version: '2011-06-15' });
  return res.ok ? { ok: true, value: { account: tag(res.value, 'Account'), arn: tag(res.value, 'Arn') } } : res;
}

/** STS AssumeRole with the external id the customer's role trusts. */
export async function assumeRole(baseUrl: string, session: AwsSession, roleArn: string, externalId: string): Promise<AwsResult<AwsSession>> {
  const res = await query(baseUrl, 'sts', session, { Action: 'AssumeRole', Version: '2011-06-15', RoleArn: roleArn, RoleSessionName: 'palisade', ExternalId: externalId });
  if (!res.ok) return res;
  return { ok: true, value: { accessKeyId: tag(res.value, 'AccessKeyId'), secretAccessKey: tag(res.value, 'SecretAccessKey'), sessionToken: tag(res.value, 'SessionToken') } };
}

/** IAM GetAccountSummary: proves the read-only audit permissions a scan needs. */
export async function getAccountSummary(baseUrl: string, session: AwsSession): Promise<AwsResult<true>> {
  const res = await query(baseUrl, 'iam', session, { Action: 'GetAccountSummary', Version: '2010-05-08' });
  return res.ok ? { ok: true, value: true } : res;
}

export interface OrganizationAccount { id: string; name: string; email: string; status: string }

/** Organizations ListAccounts: the member accounts of the organization the credentials' account manages. */
export async function listOrganizationAccounts(baseUrl: string, session: AwsSession): Promise<AwsResult<OrganizationAccount[]>> {
  const res = await signedPost(baseUrl, 'organizations', session, '{}', 'application/x-amz-json-1.1', { 'x-amz-target': 'AWSOrganizationsV20161128.ListAccounts' });
  const body = (await res.json().catch(() => ({}))) as { __type?: string; Message?: string; Accounts?: { Id: string; Name: string; Email: string; Status: string }[] };
  if (!res.ok) return { ok: false, status: res.status, code: body.__type ?? `HTTP ${res.status}`, message: body.Message ?? '' };
  return { ok: true, value: (body.Accounts ?? []).map((a) => ({ id: a.Id, name: a.Name, email: a.Email, status: a.Status })) };
}
