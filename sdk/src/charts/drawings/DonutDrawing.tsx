import { Pie } from '@visx/shape';
import { formatChartNumber, type CategoryDatum } from '../chartData';
import { seriesColor } from '../palette';

/** A ring of slices with the total in its middle (drawn by `DonutChart`). */
export default function DonutDrawing({ data, size, centerLabel }: { data: readonly CategoryDatum[]; size: number; centerLabel?: string }) {
  const radius = size / 2;
  const total = data.reduce((s, d) => s + d.value, 0);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width="100%" height="100%" aria-hidden="true" focusable="false">
      <g transform={`translate(${radius},${radius})`}>
        <Pie<CategoryDatum> data={[...data]} pieValue={(d) => d.value} outerRadius={radius - 2} innerRadius={radius * 0.6} padAngle={0.01} pieSort={null}>
          {(pie) => pie.arcs.map((arc, i) => <path key={arc.data.label} d={pie.path(arc) ?? ''} fill={seriesColor(arc.data.label, i)} stroke="#ffffff" />)}
        </Pie>
        <text textAnchor="middle" dy="0.35em" fontSize={size / 7} fontWeight={600} fill="#1b1f24">{centerLabel ?? formatChartNumber(total)}</text>
      </g>
    </svg>
  );
}
