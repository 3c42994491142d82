import { formatChartNumber, type ChartTableData } from '../chartData';
import { cloudRegionLocation, type GeoPoint, type RegionCloud } from './cloudRegions';

/** What a marker's colour stands for, e.g. `{ key: 'critical', label: 'Has open critical alerts', color: '#b42318' }`. */
export interface MapStatus {
  key: string;
  label: string;
  /** A colour with at least 3:1 contrast on the card background (see `CHART_PALETTE`). */
  color: string;
}

/** One marker of a {@link WorldMap}: a place, sized by its value and coloured by its status. */
export interface MapMarker {
  /** What the marker is, e.g. a region name (`us-east-1`); unique within the map. */
  label: string;
  value: number;
  /** The key of one of the map's statuses. */
  status: string;
  /** Coordinates, or a cloud region the console knows the place of; without it the marker is only in the table. */
  at?: GeoPoint | { cloud: RegionCloud; region: string };
}

/** A marker with where it goes: `place` names the city or area, absent with the coordinates when unknown. */
export interface PlacedMarker extends MapMarker {
  point?: GeoPoint;
  place?: string;
}

/** Markers with their coordinates, largest value first (drawn first, so smaller ones stay on top and reachable). */
export function placeMarkers(markers: readonly MapMarker[]): PlacedMarker[] {
  return [...markers].sort((a, b) => b.value - a.value || (a.label < b.label ? -1 : 1)).map((m) => {
    if (!m.at) return { ...m };
    if ('latitude' in m.at) return { ...m, point: m.at };
    const known = cloudRegionLocation(m.at.cloud, m.at.region);
    return known ? { ...m, point: { latitude: known.latitude, longitude: known.longitude }, place: known.place } : { ...m };
  });
}

const statusLabel = (statuses: readonly MapStatus[], key: string) => statuses.find((s) => s.key === key)?.label ?? key;

/** A marker's accessible name and focus label: `us-east-1 (N. Virginia): 120,000 assets; Has open critical alerts`. */
export function describeMarker(m: PlacedMarker, statuses: readonly MapStatus[], valueLabel: string): string {
  return `${m.label}${m.place ? ` (${m.place})` : ''}: ${formatChartNumber(m.value)} ${valueLabel.toLowerCase()}; ${statusLabel(statuses, m.status)}`;
}

/** The map's summary: how many places, the total, the largest, and what could not be placed. */
export function summarizeMap(title: string, markers: readonly PlacedMarker[]): string {
  const top = markers[0];
  if (!top) return `${title}: no data.`;
  const total = markers.reduce((s, m) => s + m.value, 0);
  const unplaced = markers.filter((m) => !m.point).length;
  const places = markers.length === 1 ? '1 place' : `${markers.length} places`;
  return `${title}: ${places}, ${formatChartNumber(total)} in all; most in ${top.label} (${formatChartNumber(top.value)}).`
    + (unplaced ? ` ${unplaced} not on the map (location unknown).` : '');
}

/** The map's table: a row per marker, largest first, with its status and place. */
export function mapTable(markers: readonly PlacedMarker[], statuses: readonly MapStatus[], valueLabel: string): ChartTableData {
  return {
    columns: ['', valueLabel, 'Status', 'Location'],
    rows: markers.map((m) => [m.label, formatChartNumber(m.value), statusLabel(statuses, m.status), m.place ?? (m.point ? `${m.point.latitude}, ${m.point.longitude}` : 'Unknown')]),
  };
}
