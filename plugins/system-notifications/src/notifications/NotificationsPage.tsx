import { useState } from 'react';
import { Button, Loading, PageTitle, ServerError, useNotify, usePluginTranslation } from '@palisade/sdk';
import { NotificationFilterTabs } from './NotificationFilterTabs';
import { NotificationList } from './NotificationList';
import type { NotificationFilter, SystemNotification } from './SystemNotification';
import { useNotifications } from './useNotifications';
import './notifications.css';

/** `/admin/system-notification`: the user's system notifications. */
export default function NotificationsPage() {
  const { t } = usePluginTranslation();
  const notify = useNotify();
  const { state, reload, markRead } = useNotifications();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [busy, setBusy] = useState(false);

  const unread = state.status === 'ready' ? state.items.filter((n) => !n.read) : [];
  const shown = state.status === 'ready' ? (filter === 'unread' ? unread : state.items) : [];

  async function mark(targets: readonly SystemNotification[]) {
    setBusy(true);
    const result = await markRead(targets);
    setBusy(false);
    if (result.ok) return;
    const [first] = result.failed;
    notify({
      error: true,
      message:
        result.failed.length === 1 && first
          ? t('actions.markReadFailed', { title: first.title })
          : t('actions.markAllReadFailed', { count: result.failed.length }),
    });
  }

  return (
    <section className="psn-page" aria-labelledby="psn-title">
      <PageTitle id="psn-title" title={t('page.title')} />
      {state.status === 'loading' && <Loading label={t('page.loading')} />}
      {state.status === 'error' && (
        <ServerError error={state.error} message={t('page.loadFailed')} onRetry={() => void reload()} />
      )}
      {state.status === 'ready' && (
        <>
          <div className="psn-toolbar">
            <NotificationFilterTabs value={filter} onChange={setFilter} />
            <span className="psn-count" aria-live="polite">
              {t('list.count', { count: unread.length })}
            </span>
            <Button onClick={() => void mark(unread)} disabled={busy || unread.length === 0}>
              {t('actions.markAllRead')}
            </Button>
          </div>
          {shown.length === 0 ? (
            <p className="psn-empty" role="status">
              {filter === 'unread' && state.items.length > 0 ? t('page.emptyUnread') : t('page.empty')}
            </p>
          ) : (
            <NotificationList items={shown} busy={busy} onMarkRead={(n) => void mark([n])} />
          )}
        </>
      )}
    </section>
  );
}
