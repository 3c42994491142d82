import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assumeRole, getAccountSummary, getCallerIdentity, listOrganizationAccounts } from '../src/cloudApi/awsClient.js';
import { azureToken, getSubscription } from '../src/cloudApi/azureClient.js';
import { startServer, type TestServer } from './helpers.js';

let t: TestServer;
let aws: string;
let azure: string;
beforeAll(async () => {
  t = await startServer();
  aws = `${t.url}/cloud-api/aws`;
  azure = `${t.url}/cloud-api/azure`;
}, 120_000);
afterAll(async () => { await t.stop(); });

const auditor = { accessKeyId: 'AKIAPALISADEDEMO0001', secretAccessKey: 'demoSecretKey/Palisade+0001EXAMPLEKEY' };
const platform = { accessKeyId: 'AKIAPALISADEPLATFORM', secretAccessKey: 'demoSecretKey/Palisade+PLATFORMEXAMPLE' };
const externalId = 'palisade-0123456789abcdef0123456789abcdef';

describe('stand-in AWS', () => {
  it('names the account and user behind a SigV4-signed access key', async () => {
    expect(await getCallerIdentity(aws, auditor)).toEqual({ ok: true, value: { account: '111122223333', arn: 'arn:aws:iam::111122223333:user/palisade-auditor' } });
  });

  it('refuses a wrong secret with SignatureDoesNotMatch and an unknown key with InvalidClientTokenId', async () => {
    const wrong = await getCallerIdentity(aws, { ...auditor, secretAccessKey: 'not-the-secret' });
    expect(wrong).toMatchObject({ ok: false, status: 403, code: 'SignatureDoesNotMatch' });
    const unknown = await getCallerIdentity(aws, { accessKeyId: 'AKIAUNKNOWNKEY000000', secretAccessKey: 'x' });
    expect(unknown).toMatchObject({ ok: false, status: 403, code: 'InvalidClientTokenId', message: 'The security token included in the request is invalid.' });
  });

  it('refuses an unsigned request', async () => {
    const unsigned = await fetch(`${aws}/sts/`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'Action=GetCallerIdentity' });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>MissingAuthenticationToken</Code>');
  });

  it('a key without the audit policy is valid but refused the read with AccessDenied naming the action', async () => {
    const limited = { accessKeyId: 'AKIAPALISADELIMITED1', secretAccessKey: 'demoSecretKey/Palisade+0002EXAMPLEKEY' };
    expect(await getCallerIdentity(aws, limited)).toMatchObject({ ok: true, value: { account: '210987654321' } });
    const res = await getAccountSummary(aws, limited);
    expect(res).toEqual({ ok: false, status: 403, code: 'AccessDenied', message: 'User: arn:aws:iam::210987654321:user/no-audit is not authorized to perform: iam:GetAccountSummary on resource: *' });
    expect(await getAccountSummary(aws, auditor)).toEqual({ ok: true, value: true });
  });

  it('assumes the read-only role only with an external id, and the session it gives is accepted', async () => {
    const role = 'arn:aws:iam::444455556666:role/PalisadeReadOnly';
    expect(await assumeRole(aws, platform, role, '')).toMatchObject({ ok: false, code: 'AccessDenied' });
    expect(await assumeRole(aws, platform, 'arn:aws:iam::555555555555:role/PalisadeReadOnly', externalId))
      .toMatchObject({ ok: false, code: 'AccessDenied', message: expect.stringContaining('sts:AssumeRole on resource: arn:aws:iam::555555555555:role/PalisadeReadOnly') });
    const session = await assumeRole(aws, platform, role, externalId);
    if (!session.ok) throw new Error(session.message);
    expect(await getCallerIdentity(aws, session.value)).toEqual({ ok: true, value: { account: '444455556666', arn: 'arn:aws:sts::444455556666:assumed-role/PalisadeReadOnly/palisade' } });
    expect(await getCallerIdentity(aws, { ...session.value, secretAccessKey: `${session.value.secretAccessKey}x` })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });

  it('lists the organization from its management account only', async () => {
    const res = await listOrganizationAccounts(aws, auditor);
    expect(res.ok && res.value.map((a) => `${a.id} ${a.name}`)).toEqual(['111122223333 Management', '444455556666 Production', '777788889999 Staging', '123412341234 Sandbox']);
    const session = await assumeRole(aws, platform, 'arn:aws:iam::444455556666:role/PalisadeReadOnly', externalId);
    if (!session.ok) throw new Error(session.message);
    expect(await listOrganizationAccounts(aws, session.value)).toMatchObject({ ok: false, code: 'AccessDeniedException' });
  });
});

describe('stand-in Azure', () => {
  const tenant = '8f3c5a1e-2b4d-4c6e-9a0b-1c2d3e4f5a6b';
  const client = 'c0ffee00-0000-4000-8000-00000000a001';
  const secret = 'demo~AzureSecret.Palisade-0001';

  it('gives a token for the right client secret and reads a subscription the app is Reader on', async () => {
    const token = await azureToken(azure, tenant, client, secret);
    if (!token.ok) throw new Error(token.message);
    expect(await getSubscription(azure, token.value, '3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toEqual({ ok: true, value: { displayName: 'Contoso Production', tenantId: tenant } });
  });

  it('refuses a wrong secret, an unknown app and an unknown tenant with their AADSTS codes', async () => {
    expect(await azureToken(azure, tenant, client, 'wrong')).toMatchObject({ ok: false, status: 401, code: 'invalid_client', message: expect.stringMatching(/^AADSTS7000215: Invalid client secret provided/) });
    expect(await azureToken(azure, tenant, '00000000-0000-4000-8000-000000000000', secret)).toMatchObject({ ok: false, status: 400, code: 'unauthorized_client', message: expect.stringMatching(/^AADSTS700016: /) });
    expect(await azureToken(azure, '00000000-0000-4000-8000-000000000001', client, secret)).toMatchObject({ ok: false, status: 400, code: 'invalid_request', message: expect.stringMatching(/^AADSTS90002: Tenant/) });
  });

  it('refuses an unknown subscription, one the app has no role on, and a forged token', async () => {
    const token = await azureToken(azure, tenant, client, secret);
    if (!token.ok) throw new Error(token.message);
    expect(await getSubscription(azure, token.value, '11111111-2222-4333-8444-555555555555')).toEqual({ ok: false, status: 404, code: 'SubscriptionNotFound', message: "The subscription '11111111-2222-4333-8444-555555555555' could not be found." });
    expect(await getSubscription(azure, token.value, '3f2504e0-4f89-41d3-9a0c-0305e82c3302')).toMatchObject({ ok: false, status: 403, code: 'AuthorizationFailed' });
    expect(await getSubscription(azure, `${token.value}x`, '3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toMatchObject({ ok: false, status: 401, code: 'InvalidAuthenticationToken' });
  });
});
