import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** AWS Signature Version 4, as AWS computes it: used to sign requests to AWS and, in the stand-in, to check them. */
const ALGORITHM = 'AWS4-HMAC-SHA256';

export interface SigV4Request {
  method: string;
  /** Path and query, e.g. `/cloud-api/aws/sts/`. */
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface SigV4Credentials { accessKeyId: string; secretAccessKey: string }

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function canonicalQuery(query: string): string {
  return new URLSearchParams(query).toString().split('&').filter(Boolean).sort().join('&');
}

/** The hex signature of `request` for the credential scope `date/region/service/aws4_request`. */
export function sigV4Signature(request: SigV4Request, signedHeaders: readonly string[], secret: string, scope: string, amzDate: string): string {
  const [pathname = '/', query = ''] = request.path.split('?');
  const lower = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${(lower[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [request.method.toUpperCase(), pathname, canonicalQuery(query), canonicalHeaders, signedHeaders.join(';'), sha256(request.body)].join('\n');
  const stringToSign = [ALGORITHM, amzDate, scope, sha256(canonicalRequest)].join('\n');
  const [date = '', region = '', service = ''] = scope.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

/** Adds `x-amz-date` and `authorization` to `request.headers` (which must hold `host`), signing every header given. */
export function signSigV4(request: SigV4Request, credentials: SigV4Credentials, region: string, service: string, now: Date): Record<string, string> {
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const headers = { ...request.headers, 'x-amz-date': amzDate };
  const signed = Object.keys(headers).map((k) => k.toLowerCase()).sort();
  const scope = `${amzDate.slice(0, 8)}/${region}/${service}/aws4_request`;
  const signature = sigV4Signature({ ...request, headers }, signed, credentials.secretAccessKey, scope, amzDate);
  return { ...headers, authorization: `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signed.join(';')}, Signature=${signature}` };
}

export interface ParsedAuthorization { accessKeyId: string; scope: string; signedHeaders: string[]; signature: string }

/** Reads an `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` header; null when it is not one. */
export function parseSigV4Authorization(header: string | undefined): ParsedAuthorization | null {
  const match = /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/([^,\s]+), ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return null;
  const [, accessKeyId = '', scope = '', signedHeaders = '', signature = ''] = match;
  if (scope.split('/').length !== 4 || !scope.endsWith('/aws4_request')) return null;
  return { accessKeyId, scope, signedHeaders: signedHeaders.split(';'), signature };
}

/** Whether `signature` is the one `secret` gives for the request (constant time). */
export function sigV4Matches(request: SigV4Request, parsed: ParsedAuthorization, secret: string, amzDate: string): boolean {
  const expected = Buffer.from(sigV4Signature(request, parsed.signedHeaders, secret, parsed.scope, amzDate), 'hex');
  const given = Buffer.from(parsed.signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
