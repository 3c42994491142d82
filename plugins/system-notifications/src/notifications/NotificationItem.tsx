import { Button, usePluginTranslation } from '@palisade/sdk';
import type { SystemNotification } from './SystemNotification';

interface Props {
  notification: SystemNotification;
  busy: boolean;
  onMarkRead: (notification: SystemNotification) => void;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One notification; read state and severity are words, not only colours. */
export function NotificationItem({ notification: n, busy, onMarkRead }: Props) {
  const { t } = usePluginTranslation();
  const time = new Date(n.createdAt);
  const titleId = `psn-item-${n.id}`;
  return (
    <li
      className={`psn-item psn-item--${n.severity}${n.read ? '' : ' psn-item--unread'}`}
      aria-labelledby={titleId}
      data-testid="system-notification"
    >
      <div className="psn-item__meta">
        <span className={`psn-badge psn-badge--${n.severity}`}>{t(`item.severity.${n.severity}`)}</span>
        <span className={n.read ? 'psn-state' : 'psn-state psn-state--unread'}>
          {n.read ? t('item.read') : t('item.unread')}
        </span>
        <time dateTime={Number.isNaN(time.getTime()) ? undefined : time.toISOString()}>
          {Number.isNaN(time.getTime()) ? '' : dateFormat.format(time)}
        </time>
      </div>
      <h2 id={titleId} className="psn-item__title">
        {n.title}
      </h2>
      <p className="psn-item__message">{n.message}</p>
      {!n.read && (
        <Button
          onClick={() => onMarkRead(n)}
          disabled={busy}
          aria-label={t('actions.markReadNamed', { title: n.title })}
        >
          {t('actions.markRead')}
        </Button>
      )}
    </li>
  );
}
