/** Spec section 5: a standard email pattern. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export type EmailCheck = { ok: true; email: string } | { ok: false; message: 'Email Id is Invalid' };

/** Trims the email, then checks it against the pattern (spec section 5). */
export function checkEmail(value: string): EmailCheck {
  const email = value.trim();
  return EMAIL_PATTERN.test(email) ? { ok: true, email } : { ok: false, message: 'Email Id is Invalid' };
}
