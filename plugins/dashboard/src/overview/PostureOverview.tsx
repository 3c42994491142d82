import type { TimeRangeId } from '@palisade/sdk';
import { PostureFigurePanel } from './PostureFigurePanel';
import { SeverityOverTime } from './SeverityOverTime';

/** Beneath the carousel, in its own chunk (the cards' figures never wait for it): severity over time and the posture figures. */
export default function PostureOverview({ range, reloadKey }: { range: TimeRangeId; reloadKey: unknown }) {
  return (
    <div className="dash-overview">
      <SeverityOverTime range={range} reloadKey={reloadKey} />
      <PostureFigurePanel range={range} reloadKey={reloadKey} />
    </div>
  );
}
