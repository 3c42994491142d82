import { AreaClosed, LinePath } from '@visx/shape';
import { scaleLinear } from '@visx/scale';

/** A small line over a light area, scaled to its own range (drawn by `Sparkline`). */
export default function SparkDrawing({ values, width, height, color }: { values: readonly number[]; width: number; height: number; color: string }) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const x = scaleLinear<number>({ domain: [0, Math.max(1, values.length - 1)], range: [1, width - 1] });
  const y = scaleLinear<number>({ domain: [min, max === min ? min + 1 : max], range: [height - 2, 2] });
  const data = values.map((v, i) => ({ i, v }));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="100%" aria-hidden="true" focusable="false">
      <AreaClosed<{ i: number; v: number }> data={data} x={(d) => x(d.i)} y={(d) => y(d.v)} yScale={y} fill={color} fillOpacity={0.12} />
      <LinePath<{ i: number; v: number }> data={data} x={(d) => x(d.i)} y={(d) => y(d.v)} stroke={color} strokeWidth={1.5} />
    </svg>
  );
}
