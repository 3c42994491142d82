import type {
  SessionLogPage, TelemetryDns, TelemetryHealth, TelemetryOverview, TelemetrySessionInsights, TelemetryTraffic,
} from '@palisade/contracts/connectors';
import { computeTimeRange, type HttpClient, type TimeRangeId } from '@palisade/sdk';

const base = 'connectors/v1';

/** The range's bounds now, as the server's query takes them. */
export function rangeQuery(range: TimeRangeId, extra: Record<string, string | undefined> = {}): URLSearchParams {
  const { from, to } = computeTimeRange(range, new Date());
  const params = new URLSearchParams({ from: String(from.getTime()), to: String(to.getTime()) });
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params;
}

/** What each telemetry screen reads. The range is computed at fetch time, so "last hour" ends when asked. */
export const TELEMETRY_VIEWS = {
  overview: (http: HttpClient, range: TimeRangeId, signal?: AbortSignal) => http.get(`${base}/telemetry/overview?${rangeQuery(range)}`, { signal }).json<TelemetryOverview>(),
  health: (http: HttpClient, query: URLSearchParams, signal?: AbortSignal) => http.get(`${base}/telemetry/health?${query}`, { signal }).json<TelemetryHealth>(),
  traffic: (http: HttpClient, range: TimeRangeId, filter: { method?: string; location?: string }, signal?: AbortSignal) =>
    http.get(`${base}/telemetry/traffic?${rangeQuery(range, filter)}`, { signal }).json<TelemetryTraffic>(),
  dns: (http: HttpClient, range: TimeRangeId, signal?: AbortSignal) => http.get(`${base}/telemetry/dns?${rangeQuery(range)}`, { signal }).json<TelemetryDns>(),
  sessions: (http: HttpClient, range: TimeRangeId, signal?: AbortSignal) =>
    http.get(`${base}/telemetry/sessions?${rangeQuery(range)}`, { signal }).json<TelemetrySessionInsights>(),
  sessionLog: (http: HttpClient, query: URLSearchParams, signal?: AbortSignal) => http.get(`${base}/sessions?${query}`, { signal }).json<SessionLogPage>(),
};
export const SESSION_EXPORT_PATH = `${base}/sessions/export.csv`;

/** Bytes for people: 1.2 GB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) { value /= 1000; unit += 1; }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0 })} ${units[unit]}`;
}
