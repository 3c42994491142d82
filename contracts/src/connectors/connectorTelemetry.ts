/** The forwarding methods traffic is counted by, as the screens name them. */
export const TRAFFIC_METHOD_LABELS = { zia: 'ZIA', zpa: 'ZPA', direct: 'Direct', lc: 'Log & Control' } as const;
export type TrafficMethodKey = keyof typeof TRAFFIC_METHOD_LABELS;

/** Which table answered which part of a range (minute samples, hourly or daily roll-ups) and the series step. */
export interface TelemetryRange { from: number; to: number; step: 'minute' | 'hour' | 'day'; segments: { grain: 'minute' | 'hour' | 'day'; from: number; to: number }[] }

export interface TrafficFigures { sessions: number; txBytes: number; rxBytes: number }
export type ByMethod = Record<TrafficMethodKey, TrafficFigures>;

/** A connector and its health now (status, tunnels): up, down (silent or reporting down) or unknown (no telemetry at all). */
export interface ConnectorState {
  id: string; name: string; kind: 'cloud' | 'branch'; group: string; location: string; version: string; enabled: boolean;
  /** The cloud a Cloud Connector runs in (its `location` is then that cloud's region); null for Branch Connectors. */
  cloud: 'aws' | 'azure' | null;
  status: 'up' | 'down' | 'unknown';
  /** When it was last seen up (down ones), epoch ms. */
  lastSeen: number | null;
  tunnelsUp: number; tunnelsTotal: number;
  /** Where a Branch Connector's location is (its location's coordinates), so the geo view places it; null when unknown. */
  coordinates?: { latitude: number; longitude: number } | null;
}

/** A connector as monitoring shows it: now, and over the range (availability, CPU, memory, traffic). */
export interface ConnectorHealth extends ConnectorState {
  /** Share of the range's minutes it was up, 0–100; null without samples. These figures cover the range's minutes. */
  availability: number | null;
  cpuAvg: number | null; cpuMax: number | null; memAvg: number | null; memMax: number | null;
  traffic: TrafficFigures;
}

export interface SeriesPoint { at: number; values: Record<string, number> }

/** The dashboard: every connector's deployment and active state, and throughput and sessions over the range. */
export interface TelemetryOverview {
  range: TelemetryRange;
  deployment: { cloud: { deployed: number; enabled: number }; branch: { deployed: number; enabled: number } };
  active: { up: number; down: number; unknown: number };
  connectors: ConnectorState[];
  totals: TrafficFigures;
  /** Per step: tx and rx bytes; sessions per forwarding method. */
  throughput: SeriesPoint[];
  sessions: SeriesPoint[];
}

export interface DownAlert { id: string; name: string; location: string; since: number | null }

/** What the monitoring list filters by (each a comma-separated list in the query) and sorts by; the server pages it. */
export const HEALTH_FILTERS = ['status', 'kind', 'location'] as const;
export const HEALTH_SORTS = ['name', 'kind', 'group', 'location', 'status', 'availability', 'cpu', 'memory', 'tunnels', 'version'] as const;
export type HealthSort = (typeof HEALTH_SORTS)[number];

/**
 * Monitoring: one page of the connectors that match the list's filters, in its order (every match when no page is
 * asked), with how many match; the locations to filter by; an alert per enabled connector that is down; CPU and
 * memory per step of the chosen connector, or of the whole fleet.
 */
export interface TelemetryHealth {
  range: TelemetryRange; connectors: ConnectorHealth[]; total: number; page: number; pageSize: number; locations: string[];
  alerts: DownAlert[]; cpu: SeriesPoint[]; memory: SeriesPoint[];
}

export interface RankedValue { value: string; count: number; txBytes: number; rxBytes: number; blocked: number; failed: number }

export interface TelemetryTraffic {
  range: TelemetryRange; byMethod: ByMethod; byLocation: (TrafficFigures & { location: string })[];
  sessions: SeriesPoint[]; bytes: SeriesPoint[]; destinations: RankedValue[]; applications: RankedValue[];
}

export interface TelemetryDns {
  range: TelemetryRange; totals: { queries: number; blocked: number; failed: number };
  gateways: RankedValue[]; domains: RankedValue[]; queries: SeriesPoint[];
}

export interface TelemetrySessionInsights { range: TelemetryRange; applications: RankedValue[]; users: RankedValue[]; locations: RankedValue[] }

/** One row of the session log. */
export interface SessionLogEntry {
  id: string; startedAt: number; connectorId: string; connector: string; location: string; method: string; user: string; application: string;
  destination: string; txBytes: number; rxBytes: number; durationMs: number;
}
export interface SessionLogPage {
  items: SessionLogEntry[];
  /** Matches counted up to a cap; with `totalCapped` there are more than this. */
  total: number; totalCapped: boolean;
  /** Rows follow this page; `nextCursor` (with `after`) fetches them by seeking, however deep. */
  hasMore: boolean; nextCursor: string | null;
  page: number; pageSize: number; pageCount: number;
}

/** The session log's filters, sorts and CSV header. */
export const SESSION_LOG_FILTERS = ['method', 'location', 'connector', 'user', 'application', 'destination'] as const;
export const SESSION_LOG_SORTS = ['startedAt', 'txBytes', 'rxBytes', 'durationMs'] as const;
export const SESSION_METHODS = ['ZIA', 'ZPA', 'Direct', 'Log & Control'] as const;
