// @vitest-environment jsdom
import { renderRoute } from '@palisade/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import plugin from '../plugin';
import type { SystemNotification } from './SystemNotification';

const NOTIFICATIONS: SystemNotification[] = [
  {
    id: 'n-1',
    title: 'Scheduled maintenance',
    message: 'The console is read-only on Sunday from 02:00 to 03:00 UTC.',
    severity: 'info',
    createdAt: '2025-01-10T09:00:00.000Z',
    read: true,
  },
  {
    id: 'n-2',
    title: 'Connector certificate expires soon',
    message: 'Renew the certificate of connector eu-west-1 within 7 days.',
    severity: 'critical',
    createdAt: '2025-01-12T09:00:00.000Z',
    read: false,
  },
];

type Call = { method: string; path: string };

/** A console API double: answers the notification endpoints and records every call. */
function notificationApi(options: { failList?: number; failRead?: boolean } = {}) {
  const calls: Call[] = [];
  const items = NOTIFICATIONS.map((n) => ({ ...n }));
  let listFailures = options.failList ?? 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    calls.push({ method: request.method, path });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path.endsWith('/notification/v1/notifications') && request.method === 'GET') {
      if (listFailures > 0) {
        listFailures -= 1;
        return json({ error: { code: 'INTERNAL', message: 'Database unavailable' } }, 500);
      }
      return json({ notifications: items });
    }
    const read = /\/notification\/v1\/notifications\/([^/]+)\/read$/.exec(path);
    if (read && request.method === 'POST') {
      if (options.failRead) return json({ error: { code: 'INTERNAL', message: 'Write failed' } }, 500);
      const item = items.find((n) => n.id === read[1]);
      if (!item) return json({ error: { code: 'NOT_FOUND', message: `Notification ${read[1]} not found` } }, 404);
      item.read = true;
      return json({ id: item.id, read: true });
    }
    if (path.endsWith('/notification/v1/notificationCount')) {
      const unread = items.filter((n) => !n.read).length;
      return json({ count: unread, total: unread });
    }
    return json({ error: { code: 'NOT_FOUND', message: `No fake for ${path}` } }, 404);
  };
  return { fetch, calls };
}

describe('system notifications page', () => {
  it('lists the notifications newest first, with unread and severity in words', async () => {
    const api = notificationApi();
    await renderRoute(plugin, '/admin/system-notification', { fetch: api.fetch });

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Connector certificate expires soon',
      'Scheduled maintenance',
    ]);
    expect(within(items[0]!).getByText('Unread')).toBeTruthy();
    expect(within(items[0]!).getByText('Critical')).toBeTruthy();
    expect(within(items[1]!).getByText('Read')).toBeTruthy();
  });

  it('shows only unread notifications under the Unread filter', async () => {
    const api = notificationApi();
    await renderRoute(plugin, '/admin/system-notification', { fetch: api.fetch });
    await screen.findByRole('list', { name: 'Notifications' });

    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));

    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Scheduled maintenance')).toBeNull();
  });

  it('marks one notification as read through the API and updates the list and the bell', async () => {
    const api = notificationApi();
    const { runtime } = await renderRoute(plugin, '/admin/system-notification', { fetch: api.fetch });
    act(() => runtime.setUnreadCount(1));
    const list = await screen.findByRole('list', { name: 'Notifications' });

    await userEvent.click(screen.getByRole('button', { name: 'Mark as read Connector certificate expires soon' }));

    await waitFor(() => expect(within(list).queryByText('Unread')).toBeNull());
    expect(api.calls).toContainEqual({ method: 'POST', path: '/bff/api/notification/v1/notifications/n-2/read' });
    await waitFor(() => expect(runtime.store.get(runtime.atoms.unreadCount)).toBe(0));
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
  });

  it('says everything is read once Mark all as read succeeds under the Unread filter', async () => {
    const api = notificationApi();
    await renderRoute(plugin, '/admin/system-notification', { fetch: api.fetch });
    await screen.findByRole('list', { name: 'Notifications' });

    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText("You're all caught up: no unread notifications.")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('keeps a notification unread and tells the user when marking it fails', async () => {
    const api = notificationApi({ failRead: true });
    const { runtime } = await renderRoute(plugin, '/admin/system-notification', { fetch: api.fetch });
    const list = await screen.findByRole('list', { name: 'Notifications' });

    await userEvent.click(screen.getByRole('button', { name: 'Mark as read Connector certificate expires soon' }));

    await waitFor(() =>
      expect(runtime.store.get(runtime.atoms.toasts)).toContainEqual(
        expect.objectContaining({ error: true, message: '“Connector certificate expires soon” could not be marked as read.' }),
      ),
    );
    expect(within(list).getByText('Unread')).toBeTruthy();
  });

  it('shows the empty state when there are no notifications', async () => {
    const fetch = async () => new Response('{"notifications":[]}', { headers: { 'content-type': 'application/json' } });
    await renderRoute(plugin, '/admin/system-notification', { fetch });

    expect(await screen.findByText("You're all caught up")).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
  });

  it('shows a server error with a retry that loads the list again', async () => {
    const api = notificationApi({ failList: 1 });
    await renderRoute(plugin, '/admin/system-notification', { fetch: api.fetch });

    const retry = await screen.findByRole('button', { name: /retry/i });
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();

    await userEvent.click(retry);

    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/notification/v1/notifications'))).toHaveLength(2);
  });
});
