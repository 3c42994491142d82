/** A marker's circle on the drawing: its centre where its place projects, and its radius. */
export interface MarkerCircle { x: number; y: number; r: number }

/** A circle where it is drawn; `x0`, `y0` are its place, which a moved circle is joined to by a line. */
export interface SpreadCircle extends MarkerCircle { x0: number; y0: number; moved: boolean }

/** How close (in pixels, beyond the larger circle's radius) two centres may be before the circles are spread. */
const NEAR_PX = 4;

/**
 * Spreads circles that would hide one another: circles whose centres lie within the larger one's radius plus a few
 * pixels are gathered (with any circle near one of them) and set evenly on a ring around their middle, the first at
 * the top, far enough apart not to overlap. Circles with no close neighbour stay where they are. Order is kept.
 */
export function spreadMarkers(circles: readonly MarkerCircle[]): SpreadCircle[] {
  const group = circles.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  circles.forEach((a, i) => circles.forEach((b, j) => {
    if (j > i && Math.hypot(a.x - b.x, a.y - b.y) < Math.max(a.r, b.r) + NEAR_PX) group[root(j)] = root(i);
  }));
  const out: SpreadCircle[] = circles.map((c) => ({ ...c, x0: c.x, y0: c.y, moved: false }));
  const members = new Map<number, number[]>();
  circles.forEach((_, i) => members.set(root(i), [...(members.get(root(i)) ?? []), i]));
  for (const ids of members.values()) {
    if (ids.length < 2) continue;
    const cx = ids.reduce((s, i) => s + circles[i]!.x, 0) / ids.length;
    const cy = ids.reduce((s, i) => s + circles[i]!.y, 0) / ids.length;
    const biggest = Math.max(...ids.map((i) => circles[i]!.r));
    // Neighbours on the ring are a chord of 2·ring·sin(π/n) apart: at least two of the biggest radii, and a pixel.
    const ring = (biggest + 1) / Math.sin(Math.PI / ids.length);
    ids.forEach((i, k) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / ids.length;
      out[i] = { ...out[i]!, x: cx + ring * Math.cos(angle), y: cy + ring * Math.sin(angle), moved: true };
    });
  }
  return out;
}
