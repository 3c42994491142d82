import { geoEqualEarth, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useMemo, useState } from 'react';
import land from 'world-atlas/land-110m.json';
import { describeMarker, type MapMarker, type MapStatus, type PlacedMarker } from '../geo/mapData';
import { spreadMarkers } from '../geo/spreadMarkers';

const LAND = '#d0d7de';
const TEXT = '#1f2328';
const FALLBACK = '#57606a';
const topology = land as unknown as Topology<{ land: GeometryCollection }>;

/** The world's land with a circle per placed marker, each focusable and named (drawn by `WorldMap`). */
export default function MapDrawing({ markers, statuses, valueLabel, width, height, onSelect }: {
  markers: readonly PlacedMarker[]; statuses: readonly MapStatus[]; valueLabel: string; width: number; height: number;
  onSelect?: (marker: MapMarker) => void;
}) {
  const [active, setActive] = useState<string | null>(null);
  const { outline, projection } = useMemo(() => {
    const shape = feature(topology, topology.objects.land);
    const projection = geoEqualEarth().fitExtent([[4, 4], [width - 4, height - 4]], shape);
    return { outline: geoPath(projection)(shape) ?? '', projection };
  }, [width, height]);
  const max = Math.max(1, ...markers.map((m) => m.value));
  const color = (key: string) => statuses.find((s) => s.key === key)?.color ?? FALLBACK;
  const placed = markers.flatMap((m) => {
    const xy = m.point && projection([m.point.longitude, m.point.latitude]);
    return xy ? [{ m, x: xy[0], y: xy[1], r: 4 + 14 * Math.sqrt(m.value / max) }] : [];
  });
  // Places a few pixels apart (London beside the Netherlands) are set around their middle, each joined to its place.
  const shown = spreadMarkers(placed).map((c, i) => ({ ...c, m: placed[i]!.m }));
  const focused = shown.find((s) => s.m.label === active);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="100%" focusable="false" className="pl-map" role="presentation">
      <path d={outline} fill={LAND} aria-hidden="true" />
      {shown.filter((c) => c.moved).map(({ m, x, y, x0, y0 }) => (
        <g key={`${m.label}-place`} aria-hidden="true">
          <line x1={x0} y1={y0} x2={x} y2={y} stroke={TEXT} strokeWidth={1} data-testid="map-leader" />
          <circle cx={x0} cy={y0} r={2} fill={TEXT} />
        </g>
      ))}
      {shown.map(({ m, x, y, r }) => (
        <g key={m.label} className="pl-map__marker" tabIndex={0} role={onSelect ? 'button' : 'img'} aria-label={describeMarker(m, statuses, valueLabel)}
          style={onSelect ? { cursor: 'pointer' } : undefined} onClick={onSelect && (() => onSelect(m))}
          onKeyDown={onSelect && ((e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onSelect(m); } })}
          onFocus={() => setActive(m.label)} onBlur={() => setActive(null)} onMouseEnter={() => setActive(m.label)} onMouseLeave={() => setActive(null)}>
          <circle cx={x} cy={y} r={r} fill={color(m.status)} fillOpacity={0.85} stroke="#ffffff" strokeWidth={1} />
        </g>
      ))}
      {focused && (
        <text x={Math.min(Math.max(focused.x, 120), width - 120)} y={focused.y - focused.r - 6 < 12 ? focused.y + focused.r + 14 : focused.y - focused.r - 6}
          textAnchor="middle" fontSize={12} fill={TEXT} stroke="#ffffff" strokeWidth={3} paintOrder="stroke" aria-hidden="true" data-testid="map-focus-label">
          {describeMarker(focused.m, statuses, valueLabel)}
        </text>
      )}
    </svg>
  );
}
