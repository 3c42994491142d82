import { z } from 'zod';
import { rangeMessage, requiredText, VALIDATION_MESSAGES } from '../validation.js';

/** Where a location is on the map: WGS 84 degrees, north and east positive. */
export const LATITUDE = { min: -90, max: 90 } as const;
export const LONGITUDE = { min: -180, max: 180 } as const;

const degrees = ({ min, max }: { min: number; max: number }) => z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? undefined : value),
  z.number({ error: VALIDATION_MESSAGES.number }).refine((n) => Number.isFinite(n), VALIDATION_MESSAGES.number)
    .min(min, rangeMessage(min, max)).max(max, rangeMessage(min, max)),
);

/** A Branch Connector location: its name and where it is, so its connectors are placed on the geo view. */
export const connectorLocationRequest = z.object({ name: requiredText(128), latitude: degrees(LATITUDE), longitude: degrees(LONGITUDE) });
export type ConnectorLocationInput = z.input<typeof connectorLocationRequest>;

/** The coordinates stored data holds, or null when they are missing or out of range (data from before they were kept). */
export function coordinatesOf(data: Record<string, unknown> | undefined): { latitude: number; longitude: number } | null {
  const { latitude, longitude } = data ?? {};
  const inRange = (n: unknown, r: { min: number; max: number }) => typeof n === 'number' && Number.isFinite(n) && n >= r.min && n <= r.max;
  return inRange(latitude, LATITUDE) && inRange(longitude, LONGITUDE) ? { latitude: latitude as number, longitude: longitude as number } : null;
}
