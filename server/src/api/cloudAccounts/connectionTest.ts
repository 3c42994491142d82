import { type AwsResult, type AwsSession, assumeRole, getAccountSummary, getCallerIdentity, listOrganizationAccounts, type OrganizationAccount } from '../../cloudApi/awsClient.js';
import { azureToken, getSubscription } from '../../cloudApi/azureClient.js';
import { AWS_DEMO_KEYS, PLATFORM_ACCESS_KEY } from '../../cloudApi/demoCloud.js';
import type { CloudAccountsTable } from '../../db/schema.js';

/** The outcome of a connection test: what the cloud said, and which wizard field a refusal is about. */
export type ConnectionOutcome = { ok: true; detail: string } | { ok: false; field: string; code: string; message: string };

/** Which field the wizard should point at for a cloud's error code. */
const FIELD_OF_CODE: Record<string, string> = {
  InvalidClientTokenId: 'accessKeyId', SignatureDoesNotMatch: 'secretAccessKey', AccessDenied: 'permissions',
  invalid_client: 'clientSecret', unauthorized_client: 'clientId', invalid_request: 'tenantId',
  SubscriptionNotFound: 'subscriptionId', InvalidSubscriptionId: 'subscriptionId', AuthorizationFailed: 'permissions',
};

const refused = (res: { code: string; message: string }, field?: string): ConnectionOutcome =>
  ({ ok: false, field: field ?? FIELD_OF_CODE[res.code] ?? 'credentials', code: res.code, message: res.message });

export async function awsSession(baseUrl: string, account: CloudAccountsTable, secrets: Record<string, string>): Promise<AwsResult<AwsSession>> {
  if (account.auth_kind === 'role') {
    const platform = { accessKeyId: PLATFORM_ACCESS_KEY, secretAccessKey: AWS_DEMO_KEYS[PLATFORM_ACCESS_KEY]!.secret };
    return assumeRole(baseUrl, platform, account.role_arn, account.role_external_id);
  }
  return { ok: true, value: { accessKeyId: secrets.accessKeyId ?? '', secretAccessKey: secrets.secretAccessKey ?? '' } };
}

/** Signs in to the account's cloud as a scan would, and checks it may read: over HTTP, against `cloudBase` (`…/cloud-api`). */
export async function testConnection(cloudBase: string, account: CloudAccountsTable, secrets: Record<string, string>): Promise<ConnectionOutcome> {
  try {
    if (account.provider === 'aws') {
      const base = `${cloudBase}/aws`;
      const session = await awsSession(base, account, secrets);
      if (!session.ok) return refused(session, account.auth_kind === 'role' ? 'role' : undefined);
      const who = await getCallerIdentity(base, session.value);
      if (!who.ok) return refused(who);
      if (who.value.account !== account.external_id) {
        return { ok: false, field: 'accountId', code: 'AccountMismatch', message: `These credentials belong to account ${who.value.account}, not ${account.external_id}.` };
      }
      const read = await getAccountSummary(base, session.value);
      if (!read.ok) return refused(read);
      return { ok: true, detail: `Signed in as ${who.value.arn}` };
    }
    const base = `${cloudBase}/azure`;
    const token = await azureToken(base, secrets.tenantId ?? '', secrets.clientId ?? '', secrets.clientSecret ?? '');
    if (!token.ok) return refused(token);
    const subscription = await getSubscription(base, token.value, account.external_id);
    if (!subscription.ok) return refused(subscription);
    return { ok: true, detail: `Subscription ${subscription.value.displayName}` };
  } catch (error) {
    return { ok: false, field: 'credentials', code: 'CloudUnreachable', message: `The cloud API did not answer: ${(error as Error).message}` };
  }
}

/** Organizations discovery: the member accounts the account's credentials can list, or the refusal explained. */
export async function discoverMembers(cloudBase: string, account: CloudAccountsTable, secrets: Record<string, string>): Promise<{ ok: true; accounts: OrganizationAccount[] } | Extract<ConnectionOutcome, { ok: false }>> {
  const base = `${cloudBase}/aws`;
  const session = await awsSession(base, account, secrets);
  if (!session.ok) return { ok: false, field: account.auth_kind === 'role' ? 'role' : FIELD_OF_CODE[session.code] ?? 'credentials', code: session.code, message: session.message };
  const listed = await listOrganizationAccounts(base, session.value);
  if (!listed.ok) return { ok: false, field: 'organization', code: listed.code, message: listed.message };
  return { ok: true, accounts: listed.value };
}
