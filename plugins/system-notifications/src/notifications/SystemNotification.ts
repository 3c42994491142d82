/** How serious a system notification is. */
export type Severity = 'info' | 'warning' | 'critical';

export const SEVERITIES = ['info', 'warning', 'critical'] as const satisfies readonly Severity[];

/** One system notification as `GET notification/v1/notifications` returns it. */
export interface SystemNotification {
  id: string;
  title: string;
  message: string;
  severity: Severity;
  /** ISO 8601. */
  createdAt: string;
  read: boolean;
}

/** Which notifications the page lists. */
export type NotificationFilter = 'all' | 'unread';
