import { usePluginTranslation } from '@palisade/sdk';
import { NotificationItem } from './NotificationItem';
import type { SystemNotification } from './SystemNotification';

interface Props {
  items: readonly SystemNotification[];
  busy: boolean;
  onMarkRead: (notification: SystemNotification) => void;
}

export function NotificationList({ items, busy, onMarkRead }: Props) {
  const { t } = usePluginTranslation();
  // The explicit role keeps list semantics in Safari, which drops them for `list-style: none`.
  return (
    <ul className="psn-list" role="list" aria-label={t('list.label')}>
      {items.map((n) => (
        <NotificationItem key={n.id} notification={n} busy={busy} onMarkRead={onMarkRead} />
      ))}
    </ul>
  );
}
