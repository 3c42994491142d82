import { describe, expect, it } from 'vitest';
import { DemoScaleError, parseDemoScale } from './demoScale.js';

describe('parseDemoScale', () => {
  it('accepts the three scales and defaults when unset', () => {
    expect(parseDemoScale('small')).toBe('small');
    expect(parseDemoScale('large')).toBe('large');
    expect(parseDemoScale(undefined)).toBe('default');
    expect(parseDemoScale('')).toBe('default');
  });

  it('refuses anything else, naming the accepted values', () => {
    expect(() => parseDemoScale('huge')).toThrow(DemoScaleError);
    expect(() => parseDemoScale('Large')).toThrow('PALISADE_DEMO_SCALE must be one of small, default, large; got "Large"');
  });
});
