import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('groups whole numbers in threes with commas, as en-US writes them', () => {
    expect([0, 7, 999, 1000, 12345, 100000, 1234567, 9007199254740991, -1, -1234, -1234567].map((value) => formatCount({ value }))).toEqual([
      '0', '7', '999', '1,000', '12,345', '100,000', '1,234,567', '9,007,199,254,740,991', '-1', '-1,234', '-1,234,567',
    ]);
  });

  it('adds the unit after the figure', () => {
    expect(formatCount({ value: 87, unit: '%' })).toBe('87%');
    expect(formatCount({ value: 4321, unit: '%' })).toBe('4,321%');
  });

  it('writes fractions and other locales as Intl does', () => {
    expect(formatCount({ value: 1234.5678 })).toBe('1,234.568');
    expect(formatCount({ value: 87.5, unit: '%' })).toBe('87.5%');
    expect(formatCount({ value: -0 })).toBe('-0');
    expect(formatCount({ value: 1234567 }, 'de-DE')).toBe('1.234.567');
    expect(formatCount({ value: 1234567 }, 'fr-FR')).toBe('1\u202f234\u202f567');
  });
});
