import { CONSOLE_MESSAGES, type ConsoleMessageCode } from '../session/messages';
import type { BffResult } from './bffClient';

/** A message to show: a catalogue code (translated through i18next) or the server's own text. */
export type Shown = { code: ConsoleMessageCode } | { text: string };

type Failure = Extract<BffResult<unknown>, { ok: false }>;

const isCode = (value: string | null): value is ConsoleMessageCode => value !== null && Object.hasOwn(CONSOLE_MESSAGES, value);

/** Login failure: the identity provider's error code, or ERROR_LOGIN (spec section 8). */
export function loginFailure(failure: Failure): Shown {
  // The tenant's trusted IP list refused the address: the server's text names it, which the user needs to ask for access.
  if (failure.code === 'IP_NOT_TRUSTED' && failure.message) return { text: failure.message };
  return { code: isCode(failure.code) ? failure.code : 'ERROR_LOGIN' };
}

/** The server's sentence for the first refused field ("OTP must be 6 digits"), which says more than its summary. */
function fieldMessage(failure: Failure): string | null {
  const fields = (failure.body as { error?: { fields?: unknown } } | null)?.error?.fields;
  const first = Array.isArray(fields) ? (fields[0] as { message?: unknown } | undefined) : undefined;
  return typeof first?.message === 'string' && first.message ? first.message : null;
}

/** Email lookup, code or validation failure: the server message, or VERIFY_EMAIL (spec section 8). */
export function lookupFailure(failure: Failure): Shown {
  const message = fieldMessage(failure) ?? failure.message;
  return message ? { text: message } : { code: 'VERIFY_EMAIL' };
}

/**
 * Password reset failure: the server message, or GENERIC_SERVER_ERROR; a
 * message containing 'user not found' becomes USER_NOT_ALLOWED_TO_USE_BREAKGLASS.
 */
export function resetFailure(failure: Failure): Shown {
  if (failure.message?.toLowerCase().includes('user not found')) return { code: 'USER_NOT_ALLOWED_TO_USE_BREAKGLASS' };
  return failure.message ? { text: failure.message } : { code: 'GENERIC_SERVER_ERROR' };
}
