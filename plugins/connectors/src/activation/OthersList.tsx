import type { ActivationStatus } from '@palisade/contracts/connectors';
import { usePluginTranslation } from '@palisade/sdk';

/** Currently Editing (other administrators with pending edits) and Queued Activations. */
export function OthersList({ status }: { status: ActivationStatus }) {
  const { t } = usePluginTranslation();
  return (
    <>
      <h3>{t('activation.currentlyEditing')}</h3>
      {status.currentlyEditing.length === 0 ? <p>{t('activation.nobodyElse')}</p> : (
        <ul aria-label={t('activation.currentlyEditing')}>
          {status.currentlyEditing.map((o) => (
            <li key={o.email}>{t('activation.other', { name: o.name, email: o.email, state: o.state, count: o.pendingChanges })}</li>
          ))}
        </ul>
      )}
      <h3>{t('activation.queuedActivations')}</h3>
      {status.queued.length === 0 ? <p>{t('activation.noQueue')}</p> : (
        <ol aria-label={t('activation.queuedActivations')}>
          {status.queued.map((q) => <li key={q.id}>{`${q.email}: ${q.state}`}</li>)}
        </ol>
      )}
    </>
  );
}
