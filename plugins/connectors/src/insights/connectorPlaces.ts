import type { ConnectorState } from '@palisade/contracts/connectors';
import type { MapMarker, MapStatus } from '@palisade/sdk/charts';
import type { TFunction } from 'i18next';

/** A place on the geo view: the connectors at one location (a cloud region, or a branch's location). */
export interface ConnectorPlace { marker: MapMarker; connectorIds: string[] }

const WORST_FIRST = ['down', 'unknown', 'up'] as const;

/** The geo view's colours: a place is as healthy as its least healthy connector. */
export const placeStatuses = (t: TFunction): MapStatus[] => [
  { key: 'down', label: t('insights.placeDown'), color: '#b42318' },
  { key: 'unknown', label: t('insights.placeUnknown'), color: '#57606a' },
  { key: 'up', label: t('insights.placeUp'), color: '#1a7f37' },
];

/** Connectors grouped by location: cloud ones placed by their cloud's region, branch ones by their location's coordinates. */
export function connectorPlaces(connectors: readonly ConnectorState[]): ConnectorPlace[] {
  const byLocation = new Map<string, ConnectorState[]>();
  for (const c of connectors) byLocation.set(c.location, [...(byLocation.get(c.location) ?? []), c]);
  return [...byLocation.entries()].map(([location, here]) => {
    const cloud = here.find((c) => c.cloud)?.cloud;
    const coordinates = here.find((c) => c.coordinates)?.coordinates;
    const status = WORST_FIRST.find((s) => here.some((c) => c.status === s)) ?? 'unknown';
    const at = cloud ? { at: { cloud, region: location } } : coordinates ? { at: coordinates } : {};
    return {
      marker: { label: location || '–', value: here.length, status, ...at },
      connectorIds: here.map((c) => c.id),
    };
  });
}

/** Where a place opens: its one connector's monitoring, or monitoring filtered to the place. */
export const placeFilter = (place: ConnectorPlace): Record<string, string> =>
  place.connectorIds.length === 1 ? { connector: place.connectorIds[0]! } : { location: place.marker.label };
