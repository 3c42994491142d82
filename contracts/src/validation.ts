import { z } from 'zod';

// In the console the CSP forbids eval (Trusted Types): zod must neither compile parsers with `new Function` nor probe for it.
if ('document' in globalThis) z.config({ jitless: true });

/** Validation texts the product spec quotes; the server and the forms show exactly these. */
export const VALIDATION_MESSAGES = {
  whitespace: 'Whitespaces Are Not Allowed!',
  maxChars: 'Max Character Limit Exceeded',
  range: 'Invalid Range. The number should be between {{min}} and {{max}}',
  number: 'Enter a number.',
  required: 'This field is required',
  email: 'Email Id is Invalid',
} as const;

/** The range message with its bounds filled in. */
export function rangeMessage(min: number, max: number): string {
  return VALIDATION_MESSAGES.range.replace('{{min}}', String(min)).replace('{{max}}', String(max));
}

/** A required text of at most `max` characters; leading and trailing blanks are trimmed. */
export function requiredText(max: number) {
  return z.string().trim().min(1, VALIDATION_MESSAGES.required).max(max, VALIDATION_MESSAGES.maxChars);
}

/** An optional text of at most `max` characters (empty when absent). */
export function optionalText(max: number) {
  return z.string().trim().max(max, VALIDATION_MESSAGES.maxChars).default('');
}

/** A required token with no whitespace anywhere (names used as identifiers). */
export function noWhitespace(max: number) {
  return z
    .string()
    .min(1, VALIDATION_MESSAGES.required)
    .regex(/^\S*$/, VALIDATION_MESSAGES.whitespace)
    .max(max, VALIDATION_MESSAGES.maxChars);
}

/** Email pattern the sign-in step uses (trimmed). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function emailAddress() {
  return z.string().trim().min(1, VALIDATION_MESSAGES.required).max(254, VALIDATION_MESSAGES.maxChars).regex(EMAIL_PATTERN, VALIDATION_MESSAGES.email);
}

/**
 * A whole number in [min, max]. Accepts a number or the text of one (form
 * inputs hand in strings); anything else is 'Enter a number.'.
 */
export function intInRange(min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? undefined : value),
    z
      .number({ error: VALIDATION_MESSAGES.number })
      .refine((n) => Number.isFinite(n), VALIDATION_MESSAGES.number)
      .int(VALIDATION_MESSAGES.number)
      .min(min, rangeMessage(min, max))
      .max(max, rangeMessage(min, max)),
  );
}
