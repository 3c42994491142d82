/**
 * Feature flag values grouped by key, then by feature (spec section 4); a flag
 * with no feature is filed under `'default'`.
 *
 * @example
 * ```ts
 * { system_notifications: { default: true }, analytics: { default: false, reports: true } }
 * ```
 *
 * @public
 */
export type FeatureFlagMap = Readonly<Record<string, Readonly<Record<string, boolean>>>>;

/** One fetched flag value. */
export interface FeatureFlagEntry {
  key: string;
  value: boolean;
  /** The feature the value applies to; `'default'` when omitted. */
  feature?: string;
}

/** The feature name used when a flag has none. */
export const DEFAULT_FEATURE = 'default';
