import type { useHttp } from '@palisade/sdk';
import type { SystemNotification } from './SystemNotification';

type Http = ReturnType<typeof useHttp>;

const BASE = 'notification/v1/notifications';

/** The signed-in user's system notifications, newest first. */
export async function fetchNotifications(http: Http, signal?: AbortSignal): Promise<SystemNotification[]> {
  const body = await http.get(BASE, { signal }).json<SystemNotification[] | { notifications: SystemNotification[] }>();
  const items = Array.isArray(body) ? body : body.notifications;
  return [...items].sort((a, b) => toTime(b.createdAt) - toTime(a.createdAt));
}

/** Marks one notification as read for the signed-in user. */
export async function markNotificationRead(http: Http, id: string): Promise<void> {
  await http.post(`${BASE}/${encodeURIComponent(id)}/read`);
}

export function toTime(value: string | number): number {
  return typeof value === 'number' ? value : Date.parse(value);
}
