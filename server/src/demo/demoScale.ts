export const DEMO_SCALES = ['small', 'default', 'large'] as const;
export type DemoScale = (typeof DEMO_SCALES)[number];

/** Row counts across all tenants per scale. */
export const SCALE_SIZES = {
  small: { accounts: 8, cloudAlerts: 1_500, iacAlerts: 500, assets: 1_500, identities: 300, vulnerabilities: 1_000, controls: 20 },
  default: { accounts: 48, cloudAlerts: 22_000, iacAlerts: 8_000, assets: 24_000, identities: 4_000, vulnerabilities: 15_000, controls: 60 },
  large: { accounts: 160, cloudAlerts: 170_000, iacAlerts: 60_000, assets: 1_000_000, identities: 50_000, vulnerabilities: 2_000_000, controls: 120 },
} as const satisfies Record<DemoScale, Record<string, number>>;

/** A PALISADE_DEMO_SCALE that names no scale. */
export class DemoScaleError extends Error {
  override name = 'DemoScaleError';
}

/** The scale PALISADE_DEMO_SCALE names; `default` when unset. A typo fails instead of silently generating another size. */
export function parseDemoScale(value: string | undefined): DemoScale {
  if (value === undefined || value === '') return 'default';
  if ((DEMO_SCALES as readonly string[]).includes(value)) return value as DemoScale;
  throw new DemoScaleError(`PALISADE_DEMO_SCALE must be one of ${DEMO_SCALES.join(', ')}; got "${value}"`);
}
