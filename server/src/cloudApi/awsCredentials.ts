import { createHmac, randomBytes } from 'node:crypto';
import { AWS_DEMO_KEYS } from './demoCloud.js';

/** Signs the stand-in's temporary credentials: fixed, so that every instance of the server accepts every other's. */
const SESSION_KEY = 'palisade-stand-in-cloud-session-credentials';

export interface AwsPrincipal { account: string; arn: string; allowed: readonly string[]; secret: string }

/** Temporary credentials for an assumed role: the key id carries the account and role, the secret is derived from it. */
export function sessionCredentials(account: string, role: string): { accessKeyId: string; secretAccessKey: string; sessionToken: string } {
  const accessKeyId = `ASIA${account}${randomBytes(4).toString('hex').toUpperCase()}`;
  return { accessKeyId, secretAccessKey: sessionSecret(accessKeyId), sessionToken: Buffer.from(JSON.stringify({ role })).toString('base64') };
}

const sessionSecret = (accessKeyId: string) => createHmac('sha256', SESSION_KEY).update(accessKeyId).digest('base64').slice(0, 40);

/** The identity behind an access key id, or null when AWS would not know the key (InvalidClientTokenId). */
export function principalOf(accessKeyId: string, sessionToken: string | undefined): AwsPrincipal | null {
  const key = AWS_DEMO_KEYS[accessKeyId];
  if (key) return { account: key.account, arn: `arn:aws:iam::${key.account}:user/${key.user}`, allowed: key.allowed, secret: key.secret };
  const session = /^ASIA(\d{12})[0-9A-F]{8}$/.exec(accessKeyId);
  if (!session || !sessionToken) return null;
  let role = '';
  try { role = String((JSON.parse(Buffer.from(sessionToken, 'base64').toString('utf8')) as { role?: unknown }).role ?? ''); } catch { return null; }
  const account = session[1]!;
  return { account, arn: `arn:aws:sts::${account}:assumed-role/${role}/palisade`, allowed: ['*'], secret: sessionSecret(accessKeyId) };
}

export const mayCall = (principal: AwsPrincipal, action: string) => principal.allowed.includes('*') || principal.allowed.includes(action);
