/**
 * The console's own messages (namespace `console`, en-US): every catalogue code
 * of spec section 8 and every interface text it quotes. Components look codes
 * up with i18next, so a translation only has to supply this object.
 */
export const CONSOLE_MESSAGES = {
  ERROR_LOGIN: 'Unable to login, please try again later',
  VERIFY_EMAIL: 'Please verify email and try again',
  PASSWORD_RESET_LINK_SENT: 'A link to reset your password has been sent to your email',
  GENERIC_SERVER_ERROR: 'Something went wrong on our side. Please try again later',
  USER_NOT_ALLOWED_TO_USE_BREAKGLASS: 'This user is not allowed to use breakglass sign-in',
  OTP_SENT_SUCCESSFULLY: 'A verification code has been sent to your email',
  GROUP_SWITCH_FAILED: 'Something went wrong',
  DASHBOARD_COUNT_FAILED: '--',
  EUSA_ACCEPTED: 'EUSA Accepted Successfully',
  EUSA_FAILED: 'Something Went Wrong',
  SESSION_EXPIRED: 'Your session has expired. Log in again to continue.',
  LOGOUT_INACTIVITY: 'Logout due to inactivity',
  INVALID_LOGIN: 'Invalid Login ID or Password',
  INVALID_API_KEY: 'Invalid API Key',
  AUTHENTICATION_FAILED: 'Authentication failed',
  VERIFY_EMAIL_AND_PASSWORD: 'Please verify email and password and try again',
  ACTIVATION_FAILED: 'Activation Failed!',
  NEW_PASSWORD_ERROR: 'Error occurred while creating new password. Please try again later',
  CURRENT_PASSWORD_ERROR: 'Error occurred while verifying current password. Please try again later',
  BRANCH_GROUPS_UNAVAILABLE: 'Branch Connector Groups is not available for the selected location!',
  EMAIL_INVALID: 'Email Id is Invalid',
  // Provider error codes (the hosted identity provider's OAuth errors) shown on login failure.
  invalid_grant: 'Invalid Login ID or Password',
  access_denied: 'Authentication failed',
  too_many_attempts: 'Too many sign-in attempts. Try again in a minute.',
  RATE_LIMITED: 'Too many sign-in attempts. Try again in a minute.',
  state_mismatch: 'Authentication failed',
  invalid_request: 'Authentication failed',
} as const;

export type ConsoleMessageCode = keyof typeof CONSOLE_MESSAGES;
