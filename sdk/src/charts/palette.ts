/**
 * The charts' colours, in the order series take them. Each passes WCAG 2.1's
 * 3:1 non-text contrast against the card background (#ffffff), and the
 * neighbours differ in hue: 6.67:1 (#0b5cad), 5.08:1 (#1a7f37),
 * 5.05:1 (#8250df), 5.03:1 (#bc4c00), 6.57:1 (#b42318), 4.87:1 (#9a6700),
 * 4.93:1 (#1b7c83), 6.39:1 (#57606a).
 */
export const CHART_PALETTE = ['#0b5cad', '#1a7f37', '#8250df', '#bc4c00', '#b42318', '#9a6700', '#1b7c83', '#57606a'] as const;

/**
 * One colour per alert and vulnerability severity, most severe the reddest;
 * each at least 4.5:1 against #ffffff (Critical 6.57:1, High 5.03:1,
 * Medium 4.87:1, Low 6.67:1, Info 6.39:1). A chart never tells severities apart by
 * colour alone: its legend and table name them.
 */
export const SEVERITY_COLORS = { Critical: '#b42318', High: '#bc4c00', Medium: '#9a6700', Low: '#0b5cad', Info: '#57606a' } as const;

/** Severities from most to least severe, the order stacks and legends use. */
export const SEVERITY_ORDER = ['Critical', 'High', 'Medium', 'Low', 'Info'] as const;

/** The colour of the `index`th series, or of a severity when `key` names one. */
export function seriesColor(key: string, index: number): string {
  return (SEVERITY_COLORS as Record<string, string>)[key] ?? CHART_PALETTE[index % CHART_PALETTE.length]!;
}

/** WCAG 2.1 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * The heatmap's five steps of a 0–100 score, worst first: 0–19, 20–39, 40–59, 60–79, 80–100. Each carries white
 * text at 4.5:1 or more (6.57, 5.03, 4.87, 4.93, 5.08) and 3:1 against the card; the cell's number says the value.
 */
export const HEATMAP_STEPS = ['#b42318', '#bc4c00', '#9a6700', '#1b7c83', '#1a7f37'] as const;

/** The heatmap colour of a 0–100 value, or the light grey of a cell with no value (its dark text at 4.5:1 or more). */
export function heatmapColor(value: number | null): string {
  if (value === null) return '#eaeef2';
  return HEATMAP_STEPS[Math.min(HEATMAP_STEPS.length - 1, Math.max(0, Math.floor(value / 20)))]!;
}
