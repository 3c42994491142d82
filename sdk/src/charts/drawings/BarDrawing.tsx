import { Bar } from '@visx/shape';
import { scaleBand, scaleLinear } from '@visx/scale';
import type { CategoryDatum } from '../chartData';
import { formatChartNumber } from '../chartData';
import { seriesColor } from '../palette';

const AXIS = '#57606a';

/** Vertical bars with their values above and labels below (drawn by `BarChart`). */
export default function BarDrawing({ data, width, height, unit }: { data: readonly CategoryDatum[]; width: number; height: number; unit?: '%' }) {
  const top = 18;
  const bottom = 22;
  const x = scaleBand<string>({ domain: data.map((d) => d.label), range: [0, width], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...data.map((d) => d.value))], range: [height - bottom, top], nice: true });
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="100%" aria-hidden="true" focusable="false">
      {data.map((d, i) => {
        const left = x(d.label) ?? 0;
        const barTop = y(d.value);
        return (
          <g key={d.label}>
            <Bar x={left} y={barTop} width={x.bandwidth()} height={Math.max(0, height - bottom - barTop)} fill={seriesColor(d.label, i)} />
            <text x={left + x.bandwidth() / 2} y={barTop - 4} textAnchor="middle" fontSize={11} fill={AXIS}>{formatChartNumber(d.value, unit)}</text>
            <text x={left + x.bandwidth() / 2} y={height - 6} textAnchor="middle" fontSize={11} fill={AXIS}>{d.label}</text>
          </g>
        );
      })}
      <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} stroke={AXIS} />
    </svg>
  );
}
