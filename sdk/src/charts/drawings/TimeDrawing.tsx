import { Area, LinePath } from '@visx/shape';
import { scaleLinear } from '@visx/scale';
import { formatChartNumber, formatDay, type TimePoint } from '../chartData';
import { seriesColor } from '../palette';

const AXIS = '#57606a';

export interface TimeDrawingProps {
  points: readonly TimePoint[];
  series: readonly string[];
  width: number;
  height: number;
  /** Stacked areas (parts of a whole) instead of lines. */
  stacked?: boolean;
  unit?: '%';
}

/** Lines, or stacked areas, over days, with the first and last day and the top value marked (drawn by `LineChart` and `AreaChart`). */
export default function TimeDrawing({ points, series, width, height, stacked, unit }: TimeDrawingProps) {
  const left = 44;
  const bottom = 20;
  const top = 8;
  const right = 8;
  const sums = points.map((p) => series.reduce((s, k) => s + (p.values[k] ?? 0), 0));
  const max = Math.max(1, ...(stacked ? sums : points.flatMap((p) => series.map((k) => p.values[k] ?? 0))));
  const x = scaleLinear<number>({ domain: [0, Math.max(1, points.length - 1)], range: [left, width - right] });
  const y = scaleLinear<number>({ domain: [0, max], range: [height - bottom, top], nice: true });
  const [yMax] = y.domain().slice(-1);
  // Stacks: each series sits on the ones before it, most severe at the bottom.
  const base = points.map(() => 0);
  const layers = series.map((key) => {
    const lows = [...base];
    points.forEach((p, i) => { base[i]! += p.values[key] ?? 0; });
    return { key, lows, highs: [...base] };
  });
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="100%" aria-hidden="true" focusable="false">
      <line x1={left} x2={width - right} y1={height - bottom} y2={height - bottom} stroke={AXIS} />
      <line x1={left} x2={width - right} y1={y(yMax!)} y2={y(yMax!)} stroke="#d0d7de" strokeDasharray="3 3" />
      <text x={left - 4} y={y(yMax!) + 4} textAnchor="end" fontSize={11} fill={AXIS}>{formatChartNumber(yMax!, unit)}</text>
      <text x={left - 4} y={height - bottom + 4} textAnchor="end" fontSize={11} fill={AXIS}>0</text>
      {points.length > 0 && <text x={left} y={height - 4} fontSize={11} fill={AXIS}>{formatDay(points[0]!.day)}</text>}
      {points.length > 1 && <text x={width - right} y={height - 4} textAnchor="end" fontSize={11} fill={AXIS}>{formatDay(points.at(-1)!.day)}</text>}
      {stacked
        ? layers.map((l, s) => (
            <Area<number> key={l.key} data={points.map((_, i) => i)} x={(i) => x(i)} y0={(i) => y(l.lows[i]!)} y1={(i) => y(l.highs[i]!)}
              fill={seriesColor(l.key, s)} stroke="#ffffff" strokeWidth={1} />
          ))
        : series.map((key, s) => (
            <LinePath<TimePoint> key={key} data={[...points]} x={(_, i) => x(i)} y={(p) => y(p.values[key] ?? 0)} stroke={seriesColor(key, s)} strokeWidth={2} />
          ))}
    </svg>
  );
}
