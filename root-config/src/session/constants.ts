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

/** Browser-storage keys the console writes, each in the storage it says. */
export const STORAGE_KEYS = {
  /** localStorage: last user activity (epoch ms), shared by every tab. */
  lastActivity: 'palisade.lastActivity',
  /** localStorage: last token refresh (epoch ms) by any tab: one tab refreshes for all. */
  lastRefresh: 'palisade.lastRefresh',
  /** localStorage: the query string an `oauth-redirect` window handed back to its opener. */
  oauthRedirect: 'palisade.oauthRedirect',
  /** sessionStorage: return address saved by `/?from=`; forgotten on sign-out. */
  returnAddress: 'palisade.returnAddress',
  /** sessionStorage: why the last sign-out happened, for the sign-in page to say (survives the reload). */
  signOutReason: 'palisade.signOutNotice',
  /** sessionStorage: the change-password reminder was dismissed; forgotten on sign-out and on a new sign-in. */
  passwordReminderDismissed: 'palisade.passwordReminderDismissed',
} as const;

/**
 * sessionStorage keys a sign-out also removes (spec section 4, the connector area's sign-out): csrf token, login,
 * org id, search history, error message, help article, password-expiry notification flag and bearer token. The
 * console keeps its tokens in the BFF, but pages may keep these per tab; none survives the session.
 */
export const SIGN_OUT_SESSION_KEYS = [
  'csrfToken', 'login', 'orgId', 'searchHistory', 'errorMessage', 'helpArticle', 'passwordExpiryNotification', 'bearerToken',
] as const;

/** sessionStorage: set once a sign-out has cleared the keys above (spec section 4's logout marker); a new sign-in removes it. */
export const LOGOUT_MARKER = 'palisade.loggedOut';

/** The BroadcastChannel tabs use to sign each other out. */
export const SESSION_CHANNEL = 'palisade-session';

/**
 * The one localStorage value sign-out keeps (spec section 4 keeps exactly one):
 * the console's language, which `keepLocale` writes from i18next when the
 * console starts and whenever the language changes. It is a preference of the
 * person at this device, not of the session, and the sign-in page that follows
 * must speak it. Everything else (activity time, import-map overrides,
 * devtools) is session or developer state and goes.
 */
export const KEPT_ON_SIGN_OUT = 'palisade.locale';
