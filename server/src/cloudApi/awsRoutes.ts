import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AwsPrincipal, mayCall, principalOf, sessionCredentials } from './awsCredentials.js';
import { AWS_ORGANIZATION, READ_ONLY_ROLE, ROLE_ACCOUNTS } from './demoCloud.js';
import { parseSigV4Authorization, sigV4Matches } from './sigV4.js';

type Refusal = { status: number; code: string; message: string };

/** Checks the SigV4 signature as AWS does: unknown key → InvalidClientTokenId, wrong secret → SignatureDoesNotMatch. */
function authenticate(request: FastifyRequest, prefix: string): AwsPrincipal | Refusal {
  const parsed = parseSigV4Authorization(request.headers.authorization);
  if (!parsed) return { status: 403, code: 'MissingAuthenticationToken', message: 'Request is missing Authentication Token' };
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const principal = principalOf(parsed.accessKeyId, request.headers['x-amz-security-token'] as string | undefined);
  if (!principal) return { status: 403, code: 'InvalidClientTokenId', message: 'The security token included in the request is invalid.' };
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v ?? '')]));
  const path = `${prefix}${request.url.slice(prefix.length)}`;
  if (!amzDate || !sigV4Matches({ method: request.method, path, headers, body: String(request.body ?? '') }, parsed, principal.secret, amzDate)) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.' };
  }
  return principal;
}

const isRefusal = (value: AwsPrincipal | Refusal): value is Refusal => 'code' in value;
const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function queryError(reply: FastifyReply, ns: string, refusal: Refusal) {
  return reply.code(refusal.status).type('text/xml').send(
    `<ErrorResponse xmlns="${ns}"><Error><Type>Sender</Type><Code>${refusal.code}</Code><Message>${xmlEscape(refusal.message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`);
}

const notAuthorized = (principal: AwsPrincipal, action: string, resource: string): Refusal =>
  ({ status: 403, code: 'AccessDenied', message: `User: ${principal.arn} is not authorized to perform: ${action} on resource: ${resource}` });

const STS_NS = 'https://sts.amazonaws.com/doc/2011-06-15/';
const IAM_NS = 'https://iam.amazonaws.com/doc/2010-05-08/';

/** The stand-in AWS: STS (GetCallerIdentity, AssumeRole), IAM (GetAccountSummary) and Organizations (ListAccounts). */
export async function awsRoutes(app: FastifyInstance, prefix: string): Promise<void> {
  app.post(`${prefix}/sts/`, async (request, reply) => {
    const who = authenticate(request, prefix);
    if (isRefusal(who)) return queryError(reply, STS_NS, who);
    const form = new URLSearchParams(String(request.body ?? ''));
    const action = form.get('Action');
    if (action === 'GetCallerIdentity') {
      return reply.type('text/xml').send(`<GetCallerIdentityResponse xmlns="${STS_NS}"><GetCallerIdentityResult><Arn>${who.arn}</Arn><UserId>AIDA${who.account}</UserId><Account>${who.account}</Account></GetCallerIdentityResult></GetCallerIdentityResponse>`);
    }
    if (action === 'AssumeRole') {
      const roleArn = form.get('RoleArn') ?? '';
      if (!mayCall(who, 'sts:AssumeRole')) return queryError(reply, STS_NS, notAuthorized(who, 'sts:AssumeRole', roleArn));
      const role = /^arn:aws:iam::(\d{12}):role\/([\w+=,.@-]+)$/.exec(roleArn);
      if (!role) return queryError(reply, STS_NS, { status: 400, code: 'ValidationError', message: `${roleArn} is invalid` });
      // The stack made from the console's template trusts the console only with the external id it was given.
      const externalId = form.get('ExternalId') ?? '';
      if (role[2] !== READ_ONLY_ROLE || !ROLE_ACCOUNTS.includes(role[1]!) || !/^palisade-[0-9a-f]{32}$/.test(externalId)) {
        return queryError(reply, STS_NS, notAuthorized(who, 'sts:AssumeRole', roleArn));
      }
      const c = sessionCredentials(role[1]!, role[2]!);
      return reply.type('text/xml').send(`<AssumeRoleResponse xmlns="${STS_NS}"><AssumeRoleResult><Credentials><AccessKeyId>${c.accessKeyId}</AccessKeyId><SecretAccessKey>${c.secretAccessKey}</SecretAccessKey><SessionToken>${c.sessionToken}</SessionToken><Expiration>${new Date(Date.now() + 3_600_000).toISOString()}</Expiration></Credentials><AssumedRoleUser><Arn>arn:aws:sts::${role[1]}:assumed-role/${role[2]}/palisade</Arn></AssumedRoleUser></AssumeRoleResult></AssumeRoleResponse>`);
    }
    return queryError(reply, STS_NS, { status: 400, code: 'InvalidAction', message: `Could not find operation ${action ?? ''} for version 2011-06-15` });
  });

  app.post(`${prefix}/iam/`, async (request, reply) => {
    const who = authenticate(request, prefix);
    if (isRefusal(who)) return queryError(reply, IAM_NS, who);
    const action = new URLSearchParams(String(request.body ?? '')).get('Action');
    if (action !== 'GetAccountSummary') return queryError(reply, IAM_NS, { status: 400, code: 'InvalidAction', message: `Could not find operation ${action ?? ''} for version 2010-05-08` });
    if (!mayCall(who, 'iam:GetAccountSummary')) return queryError(reply, IAM_NS, notAuthorized(who, 'iam:GetAccountSummary', '*'));
    return reply.type('text/xml').send(`<GetAccountSummaryResponse xmlns="${IAM_NS}"><GetAccountSummaryResult><SummaryMap><entry><key>Users</key><value>4</value></entry><entry><key>Roles</key><value>9</value></entry></SummaryMap></GetAccountSummaryResult></GetAccountSummaryResponse>`);
  });

  // Organizations speaks JSON 1.1: the operation is in X-Amz-Target, errors in __type.
  app.post(`${prefix}/organizations/`, async (request, reply) => {
    const jsonError = (status: number, type: string, message: string) =>
      reply.code(status).header('x-amzn-errortype', type).type('application/x-amz-json-1.1').send(JSON.stringify({ __type: type, Message: message }));
    const who = authenticate(request, prefix);
    if (isRefusal(who)) return jsonError(who.status === 403 && who.code === 'MissingAuthenticationToken' ? 403 : 400, who.code === 'InvalidClientTokenId' ? 'UnrecognizedClientException' : who.code === 'SignatureDoesNotMatch' ? 'InvalidSignatureException' : who.code, who.message);
    if (request.headers['x-amz-target'] !== 'AWSOrganizationsV20161128.ListAccounts') return jsonError(400, 'UnknownOperationException', 'Unknown operation');
    if (!mayCall(who, 'organizations:ListAccounts')) return jsonError(400, 'AccessDeniedException', "You don't have permissions to access this resource.");
    const management = AWS_ORGANIZATION[0]!;
    if (!AWS_ORGANIZATION.some((a) => a.id === who.account)) return jsonError(400, 'AWSOrganizationsNotInUseException', 'Your account is not a member of an organization.');
    if (who.account !== management.id) return jsonError(400, 'AccessDeniedException', "You don't have permissions to access this resource.");
    const Accounts = AWS_ORGANIZATION.map((a) => ({
      Id: a.id, Arn: `arn:aws:organizations::${management.id}:account/o-palisade01/${a.id}`, Email: a.email, Name: a.name,
      Status: 'ACTIVE', JoinedMethod: a.id === management.id ? 'CREATED' : 'INVITED', JoinedTimestamp: 1_700_000_000,
    }));
    return reply.type('application/x-amz-json-1.1').send(JSON.stringify({ Accounts }));
  });
}
