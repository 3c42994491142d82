import { describe, expect, it } from 'vitest';
import { isIpv4Address, isNetmask } from './connectorAddresses.js';

describe('connector addresses', () => {
  it('takes full dotted quads only', () => {
    expect(['10.0.0.5', '255.255.255.255', '0.0.0.0'].map(isIpv4Address)).toEqual([true, true, true]);
    expect(['10.0.0.256', '10.1', '010.0.0.1', '1.2.3.4 ', 'a.b.c.d', '::1'].map(isIpv4Address)).toEqual([false, false, false, false, false, false]);
  });

  it('takes netmasks of ones then zeros', () => {
    expect(['255.255.255.0', '255.255.255.252', '0.0.0.0', '255.255.255.255'].map(isNetmask)).toEqual([true, true, true, true]);
    expect(['255.0.255.0', '255.255.255.1', '10.0.0.1'].map(isNetmask)).toEqual([false, false, false]);
  });
});
