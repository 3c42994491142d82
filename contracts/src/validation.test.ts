import { describe, expect, it } from 'vitest';
import { intInRange, noWhitespace, rangeMessage, requiredText, VALIDATION_MESSAGES } from './validation';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('validation helpers', () => {
  it('refuses whitespace with the spec text', () => {
    expect(messages(noWhitespace(10).safeParse('a b'))).toEqual([VALIDATION_MESSAGES.whitespace]);
    expect(noWhitespace(10).safeParse('ab').success).toBe(true);
  });
  it('refuses text past the limit with the spec text', () => {
    expect(messages(requiredText(3).safeParse('abcd'))).toEqual([VALIDATION_MESSAGES.maxChars]);
    expect(requiredText(3).parse('  abc ')).toBe('abc');
  });
  it('checks numbers and ranges with the spec texts', () => {
    const days = intInRange(1, 365);
    expect(days.parse('30')).toBe(30);
    expect(messages(days.safeParse('abc'))).toEqual([VALIDATION_MESSAGES.number]);
    expect(messages(days.safeParse(400))).toEqual([rangeMessage(1, 365)]);
    expect(rangeMessage(1, 365)).toBe('Invalid Range. The number should be between 1 and 365');
  });
});
