import type { ConnectorState } from '@palisade/contracts/connectors';
import { useNavigate } from 'react-router';
import { type TimeRangeId, usePluginTranslation } from '@palisade/sdk';
import { WorldMap } from '@palisade/sdk/charts';
import { telemetryHref } from '../telemetry/useRangeParam';
import { connectorPlaces, placeFilter, placeStatuses } from './connectorPlaces';

/** The dashboard's geo view: a marker per location, coloured by its connectors' health; a marker opens their monitoring. */
export function ConnectorMap({ connectors, range }: { connectors: readonly ConnectorState[]; range: TimeRangeId }) {
  const { t } = usePluginTranslation();
  const navigate = useNavigate();
  const places = connectorPlaces(connectors);
  return (
    <WorldMap title={t('insights.geoMap')} valueLabel={t('insights.connectorCount')} statuses={placeStatuses(t)} markers={places.map((p) => p.marker)}
      onSelect={(m) => {
        const place = places.find((p) => p.marker.label === m.label);
        if (place) navigate(telemetryHref('/admin/connectors/monitoring', range, placeFilter(place)));
      }} />
  );
}
