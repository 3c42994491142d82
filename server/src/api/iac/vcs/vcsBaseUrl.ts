import { assertOutboundTarget, type HostLookup, OutboundTargetError } from '../../../http/outboundTarget.js';

/** A connection's API address: the service's own (the stand-in here) when none is named, else a checked https URL. */
export type VcsBaseUrl = { kind: 'standIn' } | { kind: 'named'; url: string } | { kind: 'refused'; reason: string };

/**
 * Checks the API address of a self-hosted service (GitHub Enterprise, self-managed GitLab, Bitbucket Server, Azure
 * DevOps Server): https only, no credentials, query or fragment in it, and no host that resolves to the server's own
 * or an internal network unless internal targets are allowed (the demo and tests). The stand-in is reached only
 * when no address is named, by the server's own choice.
 */
export async function checkVcsBaseUrl(raw: string | undefined, allowInternal: boolean, resolve?: HostLookup): Promise<VcsBaseUrl> {
  const text = raw?.trim() ?? '';
  if (!text) return { kind: 'standIn' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'refused', reason: `${text} is not a URL: give the API address, such as https://github.example.com/api/v3` };
  }
  if (url.protocol !== 'https:') return { kind: 'refused', reason: `The API address must use https, not ${url.protocol.replace(':', '')}` };
  if (url.username || url.password) return { kind: 'refused', reason: 'The API address must not carry a user name or password: the token signs in' };
  if (url.search || url.hash) return { kind: 'refused', reason: 'The API address must not have a query or fragment' };
  try {
    await assertOutboundTarget(url, allowInternal, resolve);
  } catch (error) {
    if (error instanceof OutboundTargetError) return { kind: 'refused', reason: error.message };
    throw error;
  }
  return { kind: 'named', url: url.href.replace(/\/+$/, '') };
}
