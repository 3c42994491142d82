import type { ApiResponse, HttpClient } from '@palisade/sdk';
import { SEVERITIES, type Severity, type SystemNotification } from './SystemNotification';

const BASE = 'notification/v1/notifications';

/** The body of `GET notification/v1/notifications`. */
type NotificationsResponse = ApiResponse<'/api/notification/v1/notifications', 'get'>;

/** The signed-in user's system notifications, newest first. */
export async function fetchNotifications(http: HttpClient, signal?: AbortSignal): Promise<SystemNotification[]> {
  const body = await http.get(BASE, { signal }).json<NotificationsResponse>();
  return body.notifications
    .map((n) => ({ ...n, severity: toSeverity(n.severity) }))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Marks one notification as read for the signed-in user. */
export async function markNotificationRead(http: HttpClient, id: string): Promise<void> {
  await http.post(`${BASE}/${encodeURIComponent(id)}/read`);
}

// The server stores severity as free text; an unknown one is shown as info rather than unstyled.
function toSeverity(value: string): Severity {
  return (SEVERITIES as readonly string[]).includes(value) ? (value as Severity) : 'info';
}
