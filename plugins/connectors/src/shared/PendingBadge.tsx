import type { PendingChange } from '@palisade/contracts/connectors';
import { usePluginTranslation } from '@palisade/sdk';

/** Marks an object the administrator's pending edit adds or changes (not live until activated). */
export function PendingBadge({ pending }: { pending: PendingChange }) {
  const { t } = usePluginTranslation();
  if (!pending) return null;
  return <span className="cn-badge">{t(`pending.${pending}`)}</span>;
}
