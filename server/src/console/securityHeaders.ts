export interface CspOptions { allowLocalScripts: boolean; sentryDsn: string | null }

/** CSP for the console; local script origins only when import-map overrides or demo mode need them. */
export function contentSecurityPolicy(o: CspOptions): string {
  const local = o.allowLocalScripts ? ' http://localhost:* http://127.0.0.1:*' : '';
  let sentry = '';
  if (o.sentryDsn) {
    try {
      sentry = ` ${new URL(o.sentryDsn).origin}`;
    } catch {
      sentry = '';
    }
  }
  return [
    "default-src 'self'",
    `script-src 'self'${local}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${local}${sentry}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
