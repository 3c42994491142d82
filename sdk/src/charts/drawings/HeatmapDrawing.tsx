import { useRef, useState, type KeyboardEvent } from 'react';
import { Bar } from '@visx/shape';
import { scaleBand } from '@visx/scale';
import type { HeatmapAxisItem } from '../HeatmapChart';
import { contrastRatio, heatmapColor } from '../palette';

const INK = '#1f2328';
interface Layout { labelWidth: number; headerHeight: number; cellWidth: number; cellHeight: number; width: number; height: number }
interface Props {
  rows: readonly HeatmapAxisItem[]; columns: readonly HeatmapAxisItem[]; values: readonly (readonly (number | null)[])[];
  unit?: '%'; onCellActivate?: (rowKey: string, columnKey: string) => void; layout: Layout;
}

/** The heatmap's cells, one focusable at a time (roving focus), with their numbers (drawn by `HeatmapChart`). */
export default function HeatmapDrawing({ rows, columns, values, unit, onCellActivate, layout }: Props) {
  const { labelWidth, headerHeight, cellWidth, cellHeight, width, height } = layout;
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const cells = useRef(new Map<string, SVGGElement>());
  const x = scaleBand<string>({ domain: columns.map((c) => c.key), range: [labelWidth, width], padding: 0.06 });
  const y = scaleBand<string>({ domain: rows.map((r) => r.key), range: [headerHeight, height], padding: 0.08 });
  const move = (e: KeyboardEvent, r: number, c: number) => {
    const next: Record<string, [number, number]> = {
      ArrowRight: [r, Math.min(columns.length - 1, c + 1)], ArrowLeft: [r, Math.max(0, c - 1)],
      ArrowDown: [Math.min(rows.length - 1, r + 1), c], ArrowUp: [Math.max(0, r - 1), c], Home: [r, 0], End: [r, columns.length - 1],
    };
    if ((e.key === 'Enter' || e.key === ' ') && onCellActivate) {
      e.preventDefault();
      onCellActivate(rows[r]!.key, columns[c]!.key);
      return;
    }
    const to = next[e.key];
    if (!to) return;
    e.preventDefault();
    setActive(to);
    cells.current.get(`${to[0]}:${to[1]}`)?.focus();
  };
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="100%" role="presentation">
      {columns.map((c) => (
        <text key={c.key} aria-hidden="true" transform={`translate(${(x(c.key) ?? 0) + x.bandwidth() / 2}, ${headerHeight - 6}) rotate(-45)`} fontSize={11} fill={INK}>{c.label}</text>
      ))}
      {rows.map((row, r) => (
        <g key={row.key}>
          <text aria-hidden="true" x={labelWidth - 6} y={(y(row.key) ?? 0) + y.bandwidth() / 2 + 4} textAnchor="end" fontSize={11} fill={INK}>{row.label}</text>
          {columns.map((col, c) => {
            const value = values[r]?.[c] ?? null;
            const fill = heatmapColor(value);
            const ink = contrastRatio(fill, '#ffffff') >= 4.5 ? '#ffffff' : INK;
            const text = value === null ? '–' : `${value}`;
            return (
              <g key={col.key} ref={(el) => { if (el) cells.current.set(`${r}:${c}`, el); else cells.current.delete(`${r}:${c}`); }}
                role="img" aria-label={`${row.label}, ${col.label}: ${value === null ? 'no score' : `${value}${unit ?? ''}`}`}
                tabIndex={active[0] === r && active[1] === c ? 0 : -1} className="pl-heatmap__cell" data-row={row.key} data-column={col.key}
                onFocus={() => setActive([r, c])} onKeyDown={(e) => move(e, r, c)} onClick={() => onCellActivate?.(row.key, col.key)}
                style={onCellActivate ? { cursor: 'pointer' } : undefined}>
                <Bar x={x(col.key) ?? 0} y={y(row.key) ?? 0} width={x.bandwidth()} height={y.bandwidth()} fill={fill} rx={2} />
                <text aria-hidden="true" x={(x(col.key) ?? 0) + x.bandwidth() / 2} y={(y(row.key) ?? 0) + y.bandwidth() / 2 + 4} textAnchor="middle" fontSize={11} fill={ink}>{text}</text>
              </g>
            );
          })}
        </g>
      ))}
    </svg>
  );
}
