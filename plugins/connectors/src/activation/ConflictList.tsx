import type { ActivationConflict, ConflictResolution } from '@palisade/contracts/connectors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import { connectorKeys, resolveConflict } from '../shared/connectorsApi';
import { useConnectorChange } from '../shared/useConnectorChange';

/** Each object another administrator changed since my edit began, settled one by one: keep mine or take theirs. */
export function ConflictList({ conflicts, canManage }: { conflicts: readonly ActivationConflict[]; canManage: boolean }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const client = useQueryClient();
  const changed = useConnectorChange();
  const resolve = useMutation({
    mutationFn: ({ c, resolution }: { c: ActivationConflict; resolution: ConflictResolution }) => resolveConflict(http, c.kind, c.id, resolution),
    onSuccess: async (status) => {
      client.setQueryData(connectorKeys.activation(), status);
      await changed();
    },
  });
  if (conflicts.length === 0) return null;
  return (
    <section className="cn-conflicts" aria-labelledby="cn-conflicts-title">
      <h3 id="cn-conflicts-title">{t('activation.conflicts', { count: conflicts.length })}</h3>
      <ul>
        {conflicts.map((c) => (
          <li key={`${c.kind}/${c.id}`}>
            <p>{t(c.deleted ? 'activation.conflictDeleted' : 'activation.conflictChanged', { name: c.name, kind: t(`kinds.${c.kind}`), who: c.changedBy })}</p>
            {canManage && (
              <div className="cn-row-actions">
                <Button variant="secondary" aria-label={t('activation.keepMineFor', { name: c.name })} onClick={() => resolve.mutate({ c, resolution: 'mine' })}>
                  {t('activation.keepMine')}
                </Button>
                <Button variant="secondary" aria-label={t('activation.takeTheirsFor', { name: c.name })} onClick={() => resolve.mutate({ c, resolution: 'theirs' })}>
                  {t('activation.takeTheirs')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
