import type { ConnectorHealth } from '@palisade/contracts/connectors';
import { usePluginTranslation } from '@palisade/sdk';

/** A connector's health as a word with a mark, never colour alone. */
export function ConnectorStatus({ status }: { status: ConnectorHealth['status'] }) {
  const { t } = usePluginTranslation();
  return <span className={`cn-health cn-health-${status}`}>{status === 'up' ? '●' : status === 'down' ? '▲' : '○'} {t(`insights.status.${status}`)}</span>;
}
