import { describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES } from '../session/messages';
import { loginFailure, lookupFailure, resetFailure } from './failureMessages';

const failure = (code: string | null, message: string | null) => ({ ok: false as const, status: 400, code, message, body: null });

describe('failure messages (spec section 8)', () => {
  it('login: the provider’s error code, else ERROR_LOGIN', () => {
    expect(loginFailure(failure('invalid_grant', 'whatever'))).toEqual({ code: 'invalid_grant' });
    expect(CONSOLE_MESSAGES.invalid_grant).toBe('Invalid Login ID or Password');
    expect(loginFailure(failure('SOMETHING_ELSE', 'x'))).toEqual({ code: 'ERROR_LOGIN' });
    expect(loginFailure(failure(null, null))).toEqual({ code: 'ERROR_LOGIN' });
    expect(CONSOLE_MESSAGES.ERROR_LOGIN).toBe('Unable to login, please try again later');
    expect(loginFailure(failure('IP_NOT_TRUSTED', 'Access from 192.0.2.50 is not allowed for this tenant')))
      .toEqual({ text: 'Access from 192.0.2.50 is not allowed for this tenant' });
  });
  it('lookup and codes: the server message, else VERIFY_EMAIL', () => {
    expect(lookupFailure(failure('OTP_INVALID', 'Invalid verification code, 4 attempts left'))).toEqual({ text: 'Invalid verification code, 4 attempts left' });
    expect(lookupFailure(failure(null, null))).toEqual({ code: 'VERIFY_EMAIL' });
    // A refused field: the server's sentence for it, not the summary.
    const invalid = { ...failure('VALIDATION_FAILED', 'Invalid request fields: OTP'),
      body: { error: { code: 'VALIDATION_FAILED', message: 'Invalid request fields: OTP', fields: [{ path: 'OTP', message: 'OTP must be 6 digits' }] } } };
    expect(lookupFailure(invalid)).toEqual({ text: 'OTP must be 6 digits' });
    expect(CONSOLE_MESSAGES.VERIFY_EMAIL).toBe('Please verify email and try again');
  });
  it('password reset: user not found means no breakglass; else the server message or GENERIC_SERVER_ERROR', () => {
    expect(resetFailure(failure('NOT_FOUND', 'user not found'))).toEqual({ code: 'USER_NOT_ALLOWED_TO_USE_BREAKGLASS' });
    expect(resetFailure(failure('NOT_FOUND', 'Identity User Not Found here'))).toEqual({ code: 'USER_NOT_ALLOWED_TO_USE_BREAKGLASS' });
    expect(resetFailure(failure('SSO_MANAGED', 'Passwords are managed by your IdP'))).toEqual({ text: 'Passwords are managed by your IdP' });
    expect(resetFailure(failure(null, null))).toEqual({ code: 'GENERIC_SERVER_ERROR' });
  });
  it('the catalogue holds every interface text spec section 8 quotes', () => {
    const texts = Object.values(CONSOLE_MESSAGES) as string[];
    for (const quoted of [
      'Your session has expired. Log in again to continue.', 'Unable to login, please try again later', 'Invalid Login ID or Password',
      'Invalid API Key', 'Authentication failed', 'Please verify email and password and try again', 'Please verify email and try again',
      'Activation Failed!', 'Error occurred while creating new password. Please try again later',
      'Error occurred while verifying current password. Please try again later', 'Logout due to inactivity',
      'Branch Connector Groups is not available for the selected location!', 'EUSA Accepted Successfully', 'Something Went Wrong', 'Something went wrong', '--',
    ]) {
      expect(texts).toContain(quoted);
    }
  });
});
