import type { DemoConnector, TelemetryPlan } from '../api/connectors/telemetry/demoTelemetry.js';
import { seedTelemetry } from '../api/connectors/telemetry/demoTelemetry.js';
import type { Db } from '../db/openDatabase.js';
import type { DemoScale } from './demoScale.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Per scale: minute samples for the recent window (31 days at the large scale), hourly rows before it, daily rows before those, the session log. */
export const TELEMETRY_PLANS: Record<DemoScale, TelemetryPlan & { fleet: number }> = {
  small: { minuteWindowMs: 2 * HOUR, hourWindowMs: 3 * DAY, dayWindowMs: 62 * DAY, sessions: 500, sessionWindowMs: DAY, fleet: 0 },
  default: { minuteWindowMs: 6 * HOUR, hourWindowMs: 9 * DAY, dayWindowMs: 62 * DAY, sessions: 3_000, sessionWindowMs: 7 * DAY, fleet: 0 },
  large: { minuteWindowMs: 31 * DAY, hourWindowMs: 62 * DAY, dayWindowMs: 365 * DAY, sessions: 1_000_000, sessionWindowMs: 30 * DAY, fleet: 192 },
};

const FLEET_REGIONS = [['us-east-1', -5], ['us-west-2', -8], ['eu-west-1', 0], ['eu-central-1', 1], ['ap-southeast-1', 8], ['westeurope', 1]] as const;

/** The extra cloud connectors of the large scale, spread over regions, every 40th one down since a day before `now`. */
export function fleetConnectors(count: number, now: number): DemoConnector[] {
  return Array.from({ length: count }, (_, i) => {
    const [region, utcOffsetHours] = FLEET_REGIONS[i % FLEET_REGIONS.length]!;
    return { id: `cc_fleet_${String(i + 1).padStart(3, '0')}`, name: `cc-fleet-${String(i + 1).padStart(3, '0')}`, location: region, version: '23.4.2',
      utcOffsetHours, weight: 1 + (i % 5), downSince: i % 40 === 39 ? now - DAY : null };
  });
}

/**
 * Acme's connectors as telemetry knows them: cloud connectors placed by region, branch connectors by their location.
 * cc-euw1-b went down 30 hours ago and bc-lon-1 52 hours ago, as their status says.
 */
export function acmeFleet(now: number): DemoConnector[] {
  const c = (id: string, location: string, utcOffsetHours: number, weight: number, version: string, downHoursAgo: number | null): DemoConnector =>
    ({ id, name: id.replaceAll('_', '-'), location, utcOffsetHours, weight, version, downSince: downHoursAgo === null ? null : Math.floor((now - downHoursAgo * HOUR) / 60_000) * 60_000 });
  return [
    c('cc_use1_a', 'us-east-1', -5, 4, '23.4.2', null), c('cc_use1_b', 'us-east-1', -5, 3, '23.4.2', null),
    c('cc_euw1_a', 'eu-west-1', 0, 3, '23.4.1', null), c('cc_euw1_b', 'eu-west-1', 0, 2, '23.3.0', 30),
    c('cc_weu_a', 'westeurope', 1, 2, '23.4.2', null),
    c('bc_hq_1', 'Headquarters (San Jose)', -8, 2, '23.4.2', null), c('bc_hq_2', 'Headquarters (San Jose)', -8, 1, '23.4.2', null),
    c('bc_lon_1', 'London office', 0, 1, '23.4.2', 52),
  ];
}

/** Acme's connector telemetry at the demo scale (the area's flag is on for Acme alone). */
export async function seedConnectorTelemetry(db: Db, scale: DemoScale, now: number): Promise<Record<string, number>> {
  const plan = TELEMETRY_PLANS[scale];
  return seedTelemetry(db, 'tnt_acme', [...acmeFleet(now), ...fleetConnectors(plan.fleet, now)], now, plan);
}
