import { sankey, type SankeyLink, type SankeyNode } from 'd3-sankey';
import { useMemo } from 'react';
import { formatChartNumber } from '../chartData';
import type { FlowLink } from '../flowData';
import { seriesColor } from '../palette';

const TEXT = '#1f2328';
type Node = SankeyNode<{ name: string }, object>;
type Link = SankeyLink<{ name: string }, object>;

/** A band from the right edge of its source to the left edge of its target, as wide as its value. */
const band = (l: Link) => {
  const [s, t] = [l.source as Node, l.target as Node];
  const [x0, x1] = [s.x1 ?? 0, t.x0 ?? 0];
  const mid = (x0 + x1) / 2;
  return `M${x0},${l.y0} C${mid},${l.y0} ${mid},${l.y1} ${x1},${l.y1}`;
};

/** Nodes as bars with their names and totals, flows as bands between them (drawn by `SankeyChart`). Throws on a cycle. */
export default function SankeyDrawing({ links, width, height }: { links: readonly FlowLink[]; width: number; height: number }) {
  const graph = useMemo(() => {
    const names = [...new Set(links.flatMap((l) => [l.source, l.target]))];
    return sankey<{ name: string }, object>().nodeId((n) => n.name).nodeWidth(12).nodePadding(14).extent([[1, 6], [width - 1, height - 6]])({
      nodes: names.map((name) => ({ name })), links: links.map((l) => ({ ...l })),
    });
  }, [links, width, height]);
  const color = (n: Node) => seriesColor(n.name, n.index ?? 0);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="100%" aria-hidden="true" focusable="false">
      {graph.links.map((l, i) => (
        <path key={i} d={band(l)} fill="none" stroke={color(l.source as Node)} strokeOpacity={0.3} strokeWidth={Math.max(1, l.width ?? 1)} />
      ))}
      {graph.nodes.map((n) => {
        const [x0, x1, y0, y1] = [n.x0 ?? 0, n.x1 ?? 0, n.y0 ?? 0, n.y1 ?? 0];
        const right = x0 < width / 2;
        return (
          <g key={n.name}>
            <rect x={x0} y={y0} width={x1 - x0} height={Math.max(1, y1 - y0)} fill={color(n)} />
            <text x={right ? x1 + 6 : x0 - 6} y={(y0 + y1) / 2} dy="0.35em" textAnchor={right ? 'start' : 'end'} fontSize={12} fill={TEXT}
              stroke="#ffffff" strokeWidth={3} paintOrder="stroke">
              {`${n.name} ${formatChartNumber(n.value ?? 0)}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
