import { usePluginTranslation } from '@palisade/sdk';
import type { NotificationFilter } from './SystemNotification';

const FILTERS = ['all', 'unread'] as const satisfies readonly NotificationFilter[];

interface Props {
  value: NotificationFilter;
  onChange: (value: NotificationFilter) => void;
}

/** All / Unread switch: a group of toggle buttons, so the state is announced as pressed. */
export function NotificationFilterTabs({ value, onChange }: Props) {
  const { t } = usePluginTranslation();
  return (
    <div className="psn-filter" role="group" aria-label={t('filter.label')}>
      {FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          className="psn-filter__option"
          aria-pressed={value === f}
          onClick={() => onChange(f)}
        >
          {t(`filter.${f}`)}
        </button>
      ))}
    </div>
  );
}
