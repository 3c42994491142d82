/**
 * `@palisade/sdk/charts`: the console's charts, on visx (React SVG shapes over
 * d3 scales). A separate entry so only pages that draw charts load it; the
 * drawings themselves load after the page, behind placeholders of their size.
 * Every chart is a focusable image labelled with a summary sentence, with its
 * figures as a table; its colours pass WCAG contrast on the card background.
 */
export { BarChart } from './charts/BarChart';
export type { BarChartProps } from './charts/BarChart';
export { LineChart, AreaChart } from './charts/LineChart';
export type { TimeChartProps } from './charts/LineChart';
export { DonutChart } from './charts/DonutChart';
export type { DonutChartProps } from './charts/DonutChart';
export { Sparkline, summarizeSparkline } from './charts/Sparkline';
export type { SparklineProps, SparkPoint } from './charts/Sparkline';
export { WorldMap } from './charts/WorldMap';
export type { WorldMapProps } from './charts/WorldMap';
export type { MapMarker, MapStatus } from './charts/geo/mapData';
export { cloudRegionLocation } from './charts/geo/cloudRegions';
export type { GeoPoint, RegionCloud } from './charts/geo/cloudRegions';
export { SankeyChart } from './charts/SankeyChart';
export type { SankeyChartProps } from './charts/SankeyChart';
export { summarizeFlows, flowTable } from './charts/flowData';
export type { FlowLink } from './charts/flowData';
export { HeatmapChart, summarizeHeatmap, heatmapTable } from './charts/HeatmapChart';
export type { HeatmapChartProps, HeatmapAxisItem } from './charts/HeatmapChart';
export { ChartTable } from './charts/ChartTable';
export type { ChartTableProps } from './charts/ChartTable';
export type { LegendItem } from './charts/ChartFrame';
export { formatChartNumber, formatDay, summarizeCategories, summarizeTime, categoryTable, timeTable } from './charts/chartData';
export type { CategoryDatum, TimePoint, ChartTableData } from './charts/chartData';
export { CHART_PALETTE, SEVERITY_COLORS, SEVERITY_ORDER, HEATMAP_STEPS, seriesColor, contrastRatio, heatmapColor } from './charts/palette';
export { TrendDelta, describeChange } from './charts/TrendDelta';
export type { TrendDeltaProps } from './charts/TrendDelta';
export { CardTrend, trendHref } from './charts/CardTrend';
export type { CardTrendProps } from './charts/CardTrend';
export { usePostureHistory } from './charts/usePostureHistory';
export type { LastDays, PostureHistory, PostureSeries, PostureHistoryState, TrendChange } from './charts/usePostureHistory';
