import { useAtomValue } from 'jotai';
import { useRuntime } from '../runtime/RuntimeContext';
import { isFlagEnabled } from './groupFeatureFlags';
import { DEFAULT_FEATURE } from './FeatureFlagMap';

/**
 * Whether a feature flag is on for the tenant. Looks up the flag's value for
 * `feature` (else its `'default'` feature); `fallback` when the flag is
 * unknown (declare its default in the plugin's `flags`).
 *
 * @example
 * ```tsx
 * const exportOn = useFeatureFlag('policy_export');
 * const kube = useFeatureFlag('alerts', 'kubernetes');
 * ```
 *
 * @public
 */
export function useFeatureFlag(key: string, feature: string = DEFAULT_FEATURE, fallback = false): boolean {
  const runtime = useRuntime('useFeatureFlag');
  const flags = useAtomValue(runtime.atoms.flags, { store: runtime.store });
  return isFlagEnabled(flags, key, feature, fallback);
}
