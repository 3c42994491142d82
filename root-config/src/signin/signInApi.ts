import type { ApiQuery, ApiRequestBody, ApiResponse } from '@palisade/sdk';
import type { BffClient, BffResult } from './bffClient';
import type { OrgLookup } from './signInMachine';

const AUTH = '/bff/api/auth/api/v1';

export type LoginRequest = ApiRequestBody<'/bff/login', 'post'>;

export type ResetRequest = ApiRequestBody<'/api/auth/api/v1/resetPassword', 'post'>;

/** The realm breakglass administrators sign in with; a reset names it as the connection. */
export const BREAKGLASS_CONNECTION = 'breakglass';

/** The sign-in calls (spec section 7), all through the BFF: no token ever reaches the page. */
export interface SignInApi {
  orgLookup(email: string): Promise<BffResult<OrgLookup>>;
  createOtp(email: string): Promise<BffResult<unknown>>;
  validateOtp(email: string, otp: string): Promise<BffResult<ApiResponse<'/api/auth/api/v1/validateOTP', 'post'>>>;
  resetPassword(request: ResetRequest): Promise<BffResult<unknown>>;
  /** Sets a new password with the token of an emailed reset or invitation link. */
  confirmPasswordReset(token: string, password: string): Promise<BffResult<unknown>>;
  login(request: LoginRequest): Promise<BffResult<unknown>>;
  /** Where the browser goes for single sign-on; the IdP returns through `/auth/sso`. */
  ssoStartUrl(connection: string, email: string, returnTo: string): string;
}

export function createSignInApi(client: BffClient): SignInApi {
  return {
    orgLookup: (email) => client.post(`${AUTH}/orglookup`, { Email: email } satisfies ApiRequestBody<'/api/auth/api/v1/orglookup', 'post'>),
    createOtp: (email) => client.post(`${AUTH}/createOTP`, { Email: email } satisfies ApiRequestBody<'/api/auth/api/v1/createOTP', 'post'>),
    validateOtp: (email, otp) =>
      client.post(`${AUTH}/validateOTP`, { Email: email, OTP: otp.trim() } satisfies ApiRequestBody<'/api/auth/api/v1/validateOTP', 'post'>),
    resetPassword: (request) => client.post(`${AUTH}/resetPassword`, request),
    confirmPasswordReset: (token, password) =>
      client.post(`${AUTH}/resetPassword/confirm`, { token, password } satisfies ApiRequestBody<'/api/auth/api/v1/resetPassword/confirm', 'post'>),
    login: (request) => client.post('/bff/login', request),
    ssoStartUrl: (connection, email, returnTo) =>
      `/bff/sso/start?${new URLSearchParams({ connection, email, returnTo } satisfies ApiQuery<'/bff/sso/start', 'get'>)}`,
  };
}
