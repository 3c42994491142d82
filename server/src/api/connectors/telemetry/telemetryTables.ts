/** The forwarding methods traffic is counted by: ZIA, ZPA, Direct, and the Log & Control gateway. */
export const TRAFFIC_METHODS = ['zia', 'zpa', 'direct', 'lc'] as const;
export type TrafficMethod = (typeof TRAFFIC_METHODS)[number];

/** What the tenant-wide breakdowns count: traffic by destination, application and user; DNS by domain and gateway. */
export const TELEMETRY_DIMENSIONS = ['destination', 'application', 'user', 'domain', 'dnsGateway'] as const;
export type TelemetryDimension = (typeof TELEMETRY_DIMENSIONS)[number];

/** The grains telemetry is kept at: minute samples, and their hourly and daily roll-ups. */
export const GRAINS = ['minute', 'hour', 'day'] as const;
export type Grain = (typeof GRAINS)[number];
export const GRAIN_MS: Record<Grain, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** How long each grain is kept (the retention rule): minutes 31 days, hours 400 days, days 3 years. */
export const RETENTION_MS: Record<Grain, number> = { minute: 31 * GRAIN_MS.day, hour: 400 * GRAIN_MS.day, day: 3 * 366 * GRAIN_MS.day };

export const samplesTable = (grain: Grain) => `connector_samples_${grain}` as const;
export const dimsTable = (grain: Grain) => `connector_dims_${grain}` as const;
/** The tenant-wide totals of a grain: one row per bucket, the sum of the tenant's connectors' rows in it. */
export const tenantTable = (grain: Grain) => `connector_tenant_${grain}` as const;

/**
 * A grain's rest rows: per connector, each bucket's telemetry to the end of the coarser bucket it lies in (a minute to
 * the end of its hour, an hour to the end of its day), kept by the roll-up of that coarser grain.
 */
export const restTable = (grain: 'minute' | 'hour') => `connector_rest_${grain}` as const;

/** The summable columns of a connector's sample row (a minute row has samples = 1; roll-ups add them up). */
export const SAMPLE_SUMS = [
  'samples', 'up_samples', 'cpu_sum', 'mem_sum', 'tunnels_up', 'tunnels_total',
  ...TRAFFIC_METHODS.flatMap((m) => [`sessions_${m}`, `tx_${m}`, `rx_${m}`] as const),
] as const;
/** Columns a roll-up takes the largest of. */
export const SAMPLE_MAXES = ['cpu_max', 'mem_max'] as const;
export const DIM_SUMS = ['count', 'tx_bytes', 'rx_bytes', 'blocked', 'failed'] as const;
