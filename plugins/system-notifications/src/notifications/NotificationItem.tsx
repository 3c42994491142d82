import { Button, usePluginTranslation } from '@palisade/sdk';
import type { SystemNotification } from './SystemNotification';

interface Props {
  notification: SystemNotification;
  busy: boolean;
  onMarkRead: (notification: SystemNotification) => void;
}

/** One notification; read state and severity are words, not only colours. */
export function NotificationItem({ notification: n, busy, onMarkRead }: Props) {
  const { t, i18n } = usePluginTranslation();
  const time = new Date(n.createdAt);
  const valid = !Number.isNaN(time.getTime());
  const titleId = `psn-item-${n.id}`;
  const buttonId = `psn-mark-${n.id}`;
  return (
    <li
      className={`psn-item psn-item--${n.severity}${n.read ? '' : ' psn-item--unread'}`}
      aria-labelledby={titleId}
    >
      <div className="psn-item__meta">
        <span className={`psn-badge psn-badge--${n.severity}`}>{t(`item.severity.${n.severity}`)}</span>
        <span className={n.read ? 'psn-state' : 'psn-state psn-state--unread'}>
          {n.read ? t('item.read') : t('item.unread')}
        </span>
        {valid && (
          <time dateTime={time.toISOString()}>
            {time.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        )}
      </div>
      <h2 id={titleId} className="psn-item__title">
        {n.title}
      </h2>
      <p className="psn-item__message">{n.message}</p>
      {!n.read && (
        // Named "Mark as read <title>": the visible text first, then which notification.
        <Button id={buttonId} onClick={() => onMarkRead(n)} disabled={busy} aria-labelledby={`${buttonId} ${titleId}`}>
          {t('actions.markRead')}
        </Button>
      )}
    </li>
  );
}
