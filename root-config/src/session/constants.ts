import { TRACES_SAMPLE_RATE } from '@palisade/sdk/host';

/** Business constants of spec section 9 that the session and sign-in use; the one place they are written. */
export const SESSION_CONSTANTS = {
  /** Signed out after this long without mouse move, scroll or key press. */
  inactivityTimeoutMs: 120 * 60_000,
  /** How often inactivity is checked. */
  inactivityCheckMs: 60_000,
  /** Activity is written to localStorage at most this often (every tab reads it). */
  activityWriteThrottleMs: 5_000,
  /** Tokens are refreshed this often. */
  tokenRefreshMs: 60 * 60_000,
  /** Unread system-notification count polling. */
  notificationPollMs: 1_800_000,
  /** Dashboard reload delay. */
  dashboardReloadDelayMs: 3_000,
  /** The connection type that signs in through single sign-on. */
  ssoConnectionType: 'samlp',
  /** Error-reporting trace sample rate (the SDK's reporter reads the same constant). */
  tracesSampleRate: TRACES_SAMPLE_RATE,
  /** Default language. */
  defaultLocale: 'en-US',
  /** A password older than this earns the change-password reminder. */
  passwordMaxAgeDays: 90,
} as const;

/** localStorage keys the console writes. */
export const STORAGE_KEYS = {
  /** Last user activity (epoch ms), shared by every tab. */
  lastActivity: 'palisade.lastActivity',
  /** Last token refresh (epoch ms) by any tab: one tab refreshes for all. */
  lastRefresh: 'palisade.lastRefresh',
  /** Return address saved by `/?from=`. */
  returnAddress: 'palisade.returnAddress',
  /** Query string an `oauth-redirect` window handed back. */
  oauthRedirect: 'palisade.oauthRedirect',
  /** Why the last sign-out happened, for the sign-in page to say (survives the reload). */
  signOutReason: 'palisade.signOutReason',
  /** Set when the reminder has been dismissed for this sign-in. */
  passwordReminderDismissed: 'palisade.passwordReminderDismissed',
} as const;

/** The BroadcastChannel tabs use to sign each other out. */
export const SESSION_CHANNEL = 'palisade-session';

/**
 * The one localStorage value sign-out keeps (spec section 4 keeps exactly one):
 * the user's language. It is a preference of the person at this device, not
 * of the session, and the sign-in page that follows must speak it. Everything
 * else (return address, activity time, import-map overrides, devtools) is
 * session or developer state and goes.
 */
export const KEPT_ON_SIGN_OUT = 'palisade.locale';
