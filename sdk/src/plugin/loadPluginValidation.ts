import type { PluginValidationResult, ValidatePluginOptions } from './validatePluginDefinition';

type ValidationModule = typeof import('./validatePluginDefinition');

let loading: Promise<ValidationModule> | null = null;

// The validator needs zod and semver (about a third of the host API's bytes):
// a chunk of its own, loaded while the plugin entries load, not before first paint.
function load(): Promise<ValidationModule> {
  loading ??= import('./validatePluginDefinition').catch((error: unknown) => {
    loading = null; // a failed chunk load is tried again on the next call
    throw error;
  });
  return loading;
}

/**
 * Starts loading the plugin-definition validator (zod, semver) without
 * waiting for it. The root config calls it when plugin entries start
 * loading, so both downloads run in parallel.
 */
export function preloadPluginValidation(): void {
  load().catch(() => undefined);
}

/**
 * Checks a plugin's default export before the console registers it (see the
 * synchronous `validatePluginDefinition` in `./validatePluginDefinition` for
 * the rules). Loads the validator on first use; rejects only when the
 * validator itself cannot be loaded.
 *
 * @example
 * ```ts
 * const result = await validatePluginDefinition(module.default, { expectedId: 'system-notifications' });
 * if (!result.ok) showLoadError(result.error); // "Plugin "system-notifications" has an invalid definition: …"
 * ```
 */
export async function validatePluginDefinition(value: unknown, options: ValidatePluginOptions): Promise<PluginValidationResult> {
  return (await load()).validatePluginDefinition(value, options);
}
