import { assertOutboundTarget, OutboundTargetError } from '../../../http/outboundTarget.js';
/** What a connection test reads from SAML IdP metadata. */
export interface IdpMetadata { entityId: string | null; certificates: string[]; ssoUrl: string | null }

export class MetadataError extends Error {
  override name = 'MetadataError';
}

const FETCH_TIMEOUT_MS = 5_000;
const MAX_BYTES = 1_000_000;

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Reads the entity id, signing certificates and SSO endpoint of an EntityDescriptor. A tolerant scan of the
 * few elements the test compares (any namespace prefix), not a full XML parser: the document is only compared, never trusted.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const descriptor = /<(?:[\w-]+:)?EntityDescriptor\b([^>]*)>/.exec(xml);
  if (!descriptor) throw new MetadataError('The metadata is not a SAML EntityDescriptor document');
  const entityId = /\bentityID\s*=\s*"([^"]*)"|\bentityID\s*=\s*'([^']*)'/.exec(descriptor[1] ?? '');
  const signing = [...xml.matchAll(/<(?:[\w-]+:)?KeyDescriptor\b([^>]*)>([\s\S]*?)<\/(?:[\w-]+:)?KeyDescriptor>/g)]
    .filter((m) => !/use\s*=\s*["']encryption["']/.test(m[1] ?? ''));
  const certificates = signing.flatMap((m) => [...(m[2] ?? '').matchAll(/<(?:[\w-]+:)?X509Certificate>([\s\S]*?)<\/(?:[\w-]+:)?X509Certificate>/g)]
    .map((c) => (c[1] ?? '').replace(/\s+/g, '')));
  const sso = /<(?:[\w-]+:)?SingleSignOnService\b[^>]*\bLocation\s*=\s*"([^"]*)"/.exec(xml);
  return { entityId: entityId ? decode(entityId[1] ?? entityId[2] ?? '') : null, certificates, ssoUrl: sso ? decode(sso[1] ?? '') : null };
}

/** Fetches a metadata document over http(s), within 5 s; failures say what went wrong. */
export async function fetchMetadata(url: string, allowInternal: boolean): Promise<string> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new MetadataError(`The metadata URL ${url} is not a URL`);
  }
  let response: Response;
  try {
    await assertOutboundTarget(target, allowInternal);
    response = await fetch(target, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' } });
  } catch (error) {
    if (error instanceof OutboundTargetError) throw new MetadataError(`The metadata URL: ${error.message}`, { cause: error });
    const e = error as Error & { cause?: { code?: string } };
    if (e.name === 'TimeoutError') throw new MetadataError(`${target.host} did not answer within ${FETCH_TIMEOUT_MS / 1000} s`);
    throw new MetadataError(`Could not fetch the metadata from ${target.host}: ${e.cause?.code ?? e.message}`);
  }
  // Not followed: a redirect could lead to an address the check above would refuse.
  if (response.status >= 300 && response.status < 400) {
    throw new MetadataError(`${target.host} redirects (${response.status}) to ${response.headers.get('location') ?? 'another address'}; use that URL`);
  }
  if (!response.ok) throw new MetadataError(`Fetching the metadata from ${target.host} answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new MetadataError('The metadata document is larger than 1 MB');
  return text;
}
