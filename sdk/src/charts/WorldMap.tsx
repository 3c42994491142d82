import { lazy, useMemo } from 'react';
import { ChartFrame } from './ChartFrame';
import { mapTable, type MapMarker, type MapStatus, placeMarkers, summarizeMap } from './geo/mapData';

const MapDrawing = lazy(() => import('./drawings/MapDrawing'));

/** Props of {@link WorldMap}. */
export interface WorldMapProps {
  /** Names the map: its table's caption and the start of its summary, e.g. `Assets by region`. */
  title: string;
  markers: readonly MapMarker[];
  /** What each marker colour means, in legend order. */
  statuses: readonly MapStatus[];
  /** What the values count, for the table's heading and each marker's name; `Count`. */
  valueLabel?: string;
  /** Drawing size in CSS pixels (it scales down with its container); 640 × 330. */
  width?: number;
  height?: number;
  /**
   * Called with the marker a user clicks, or presses Enter or Space on, e.g. to open that place's detail. With it,
   * each placed marker is a button named by its figures; without it, markers only show their figures.
   */
  onSelect?: (marker: MapMarker) => void;
}

/**
 * A world map with a marker per place (cloud regions placed from the
 * console's table of AWS and Azure regions, or given coordinates), its area
 * following its value and its colour its status. Each marker takes keyboard
 * focus and then shows its name and figures; the map is labelled with a
 * summary, and "Show as table" lists every marker, those the map cannot
 * place too. Markers whose places lie a few pixels apart (London beside the
 * Netherlands) are set around their middle, each joined by a line to its
 * place, so none hides another. With `onSelect`, a marker opens what the
 * caller links it to.
 * The map's outlines load with the drawing, after the page.
 *
 * @example
 * ```tsx
 * <WorldMap title="Assets by region" valueLabel="Assets"
 *   statuses={[{ key: 'critical', label: 'Has open critical alerts', color: '#b42318' }]}
 *   markers={[{ label: 'us-east-1', value: 1200, status: 'critical', at: { cloud: 'aws', region: 'us-east-1' } }]} />
 * ```
 */
export function WorldMap({ title, markers, statuses, valueLabel = 'Count', width = 640, height = 330, onSelect }: WorldMapProps) {
  const placed = useMemo(() => placeMarkers(markers), [markers]);
  return (
    <ChartFrame title={title} summary={summarizeMap(title, placed)} table={mapTable(placed, statuses, valueLabel)} width={width} height={height}
      interactive legend={statuses.map((s) => ({ label: s.label, color: s.color }))}>
      <MapDrawing markers={placed} statuses={statuses} valueLabel={valueLabel} width={width} height={height} onSelect={onSelect} />
    </ChartFrame>
  );
}
