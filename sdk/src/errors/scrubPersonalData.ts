const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** The parts of a Sentry event that can carry personal data. */
export interface ScrubbableEvent {
  user?: { id?: string | number; email?: string; ip_address?: string; username?: string; [key: string]: unknown };
  message?: string;
  exception?: { values?: { value?: string }[] };
  breadcrumbs?: { message?: string; data?: Record<string, unknown> }[];
  request?: { cookies?: unknown; headers?: Record<string, string>; url?: string; query_string?: unknown };
  [key: string]: unknown;
}

const redact = (text: string | undefined) => text?.replace(EMAIL, '[email]');

/**
 * Sentry's `beforeSend`: no personal data leaves the browser. The user is
 * kept as an id only; email addresses in messages, exceptions, breadcrumbs
 * and URLs are redacted; cookies and headers are dropped.
 */
export function scrubPersonalData<E extends ScrubbableEvent>(event: E): E {
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  if (event.message) event.message = redact(event.message);
  for (const value of event.exception?.values ?? []) value.value = redact(value.value);
  for (const crumb of event.breadcrumbs ?? []) {
    crumb.message = redact(crumb.message);
    if (crumb.data && typeof crumb.data.url === 'string') crumb.data.url = redact(crumb.data.url);
  }
  if (event.request) {
    delete event.request.cookies;
    delete event.request.headers;
    delete event.request.query_string;
    if (event.request.url) event.request.url = redact(event.request.url);
  }
  return event;
}
