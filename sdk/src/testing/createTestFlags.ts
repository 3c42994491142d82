import type { FeatureFlagMap } from '../flags/FeatureFlagMap';

/**
 * Feature flags for `renderRoute` / `renderWithConsole`: `true`/`false` sets
 * a flag for every feature, an object sets it per feature (`default` for the
 * rest). Flags not named are off, unless the code gives a fallback.
 *
 * @example
 * ```ts
 * await renderRoute(plugin, '/admin/acme-inventory', { flags: createTestFlags({ acme_export: true, acme_beta: { reports: false, default: true } }) });
 * ```
 *
 * @beta
 */
export function createTestFlags(flags: Readonly<Record<string, boolean | Readonly<Record<string, boolean>>>>): FeatureFlagMap {
  return Object.fromEntries(Object.entries(flags).map(([key, value]) => [key, typeof value === 'boolean' ? { default: value } : { ...value }]));
}
