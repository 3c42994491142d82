import type { HttpClient } from '@palisade/sdk';

/** A message from the central admin-UI messages call (spec section 7). */
export interface AdminMessage {
  id: string;
  severity: 'info' | 'warning' | 'error';
  message: string;
}

const DISMISSED_KEY = 'palisade.dismissedAdminMessages';

/** `GET admin-ui-messages/zpc/{host}`; a failure shows no banner (the console works without it). */
export async function loadAdminMessages(http: HttpClient, host: string): Promise<AdminMessage[]> {
  return adminMessagesOf(await http.get(`admin-ui-messages/zpc/${encodeURIComponent(host)}`).json<unknown>());
}

/** The well-formed messages of an answer to that call (asked by the console, or carried by the page). */
export function adminMessagesOf(body: unknown): AdminMessage[] {
  if (!Array.isArray(body)) return [];
  return body.filter(
    (m): m is AdminMessage =>
      typeof m?.id === 'string' && typeof m?.message === 'string' && ['info', 'warning', 'error'].includes(m?.severity),
  );
}

/** Ids of messages the user dismissed in this browser. */
export function readDismissed(storage: Pick<Storage, 'getItem'>): Set<string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(DISMISSED_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers a dismissal; ids of messages no longer served are dropped so the list stays small. */
export function rememberDismissed(storage: Pick<Storage, 'getItem' | 'setItem'>, id: string, current: readonly AdminMessage[]): void {
  const live = new Set(current.map((m) => m.id));
  const ids = [...readDismissed(storage)].filter((d) => live.has(d));
  storage.setItem(DISMISSED_KEY, JSON.stringify([...new Set([...ids, id])]));
}
