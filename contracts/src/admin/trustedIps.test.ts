import { describe, expect, it } from 'vitest';
import { addressInRanges, addTrustedIpRequest, parseAddressRange } from './trustedIps.js';

describe('parseAddressRange', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['198.51.100.0/24', '198.51.100.0/24'],
    [' 10.0.0.0/8 ', '10.0.0.0/8'],
    ['2001:DB8:0::/32', '2001:db8::/32'],
    ['::1', '::1'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['0.0.0.0/0', '0.0.0.0/0'],
  ])('accepts %s as %s', (input, cidr) => {
    expect(parseAddressRange(input)).toMatchObject({ ok: true, cidr });
  });

  it.each([
    ['300.1.1.1', '300.1.1.1 is not a valid IPv4 address: each of the four parts is 0 to 255'],
    ['10.0.0.0/33', 'The prefix length of an IPv4 range must be between 0 and 32'],
    ['2001:db8::/129', 'The prefix length of an IPv6 range must be between 0 and 128'],
    ['10.0.0.1/8', '10.0.0.1/8 has host bits set: the range is 10.0.0.0/8'],
    ['10.0.0.0/8/1', "10.0.0.0/8/1 has more than one '/'; use an address or a range (e.g. 203.0.113.7, 198.51.100.0/24 or 2001:db8::/32)"],
    ['10.1', '10.1 is not a valid IPv4 or IPv6 address (e.g. 203.0.113.7, 198.51.100.0/24 or 2001:db8::/32)'],
    ['10. 0.0.1', 'Whitespaces Are Not Allowed!'],
    ['', 'This field is required'],
  ])('refuses %s with a message that says why', (input, message) => {
    expect(parseAddressRange(input)).toEqual({ ok: false, message });
  });
});

describe('addressInRanges', () => {
  it('matches addresses and ranges of the same family only', () => {
    const list = ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'];
    expect(addressInRanges('203.0.113.7', list)).toBe(true);
    expect(addressInRanges('203.0.113.8', list)).toBe(false);
    expect(addressInRanges('198.51.100.255', list)).toBe(true);
    expect(addressInRanges('::ffff:198.51.100.9', list)).toBe(true);
    expect(addressInRanges('2001:db8:ffff::1', list)).toBe(true);
    expect(addressInRanges('2001:db9::1', list)).toBe(false);
    expect(addressInRanges('not an ip', list)).toBe(false);
    expect(addressInRanges('10.0.0.1', [])).toBe(false);
  });
});

describe('addTrustedIpRequest', () => {
  it('puts the message on the cidr field and hands out the canonical text', () => {
    const bad = addTrustedIpRequest.safeParse({ cidr: '300.1.1.1', description: 'x' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['cidr', expect.stringContaining('0 to 255')]]);
    expect(addTrustedIpRequest.parse({ cidr: '2001:DB8::/32' })).toEqual({ cidr: '2001:db8::/32', description: '' });
  });
});
