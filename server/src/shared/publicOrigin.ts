/** A PALISADE_PUBLIC_URL that is not an http(s) URL. */
export class PublicUrlError extends Error {
  override name = 'PublicUrlError';
}

/**
 * The origin that links in emails point at (reset and invitation links). It comes from configuration, never from
 * a request's Host header: a forged Host would otherwise mail a victim a link to the attacker's site.
 */
export function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new PublicUrlError(`PALISADE_PUBLIC_URL must be an absolute http(s) URL such as https://console.example.com, got "${value}"`, { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PublicUrlError(`PALISADE_PUBLIC_URL must use http or https, got "${url.protocol}"`);
  }
  return url.origin;
}

/** The origin of the server's own listen address; a wildcard host becomes localhost, which a browser can open. */
export function listenOrigin(address: string): string {
  const url = new URL(address);
  if (url.hostname === '0.0.0.0' || url.hostname === '[::]') url.hostname = 'localhost';
  return url.origin;
}
