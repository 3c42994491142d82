import { describe, expect, it } from 'vitest';
import { flagDefaults, groupFeatureFlags, isFlagEnabled } from './groupFeatureFlags';

describe('groupFeatureFlags', () => {
  it('groups by key, then by feature, filing a flag without feature under "default"', () => {
    expect(
      groupFeatureFlags([
        { key: 'alerts', value: true },
        { key: 'alerts', value: false, feature: 'kubernetes' },
        { key: 'audit_logs', value: true, feature: '' },
      ]),
    ).toEqual({ alerts: { default: true, kubernetes: false }, audit_logs: { default: true } });
  });

  it('turns declarations into their defaults, for when the flag service fails', () => {
    expect(groupFeatureFlags(flagDefaults([{ key: 'policy_export', default: true }, { key: 'beta', default: false, feature: 'x' }]))).toEqual({
      policy_export: { default: true },
      beta: { x: false },
    });
  });
});

describe('isFlagEnabled', () => {
  const flags = { alerts: { default: true, kubernetes: false } };
  it('reads the feature, then the default feature, then the fallback', () => {
    expect(isFlagEnabled(flags, 'alerts', 'kubernetes')).toBe(false);
    expect(isFlagEnabled(flags, 'alerts', 'other')).toBe(true);
    expect(isFlagEnabled(flags, 'missing')).toBe(false);
    expect(isFlagEnabled(flags, 'missing', 'default', true)).toBe(true);
  });
});
