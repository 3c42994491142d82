import { useAccess, type TimeRangeId } from '@palisade/sdk';
import { PostureFigurePanel } from './PostureFigurePanel';
import { SeverityOverTime } from './SeverityOverTime';

/**
 * Beneath the carousel, in its own chunk (the cards' figures never wait for it): severity over time, for a role that
 * may read the alerts history (the Cloud Threats figure or the alerts area, as the server gates it, so it is never
 * asked for in vain), and the posture figures.
 */
export default function PostureOverview({ range, reloadKey }: { range: TimeRangeId; reloadKey: unknown }) {
  const { canSee } = useAccess();
  return (
    <div className="dash-overview">
      {(canSee('DASHBOARD/CLOUD_ALERTS') || canSee('ALERTS')) && <SeverityOverTime range={range} reloadKey={reloadKey} />}
      <PostureFigurePanel range={range} reloadKey={reloadKey} />
    </div>
  );
}
