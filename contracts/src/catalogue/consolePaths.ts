/** A path the console itself answers, which no plugin's route or page may claim. */
export interface ConsolePath {
  readonly path: string;
  /** What the console serves there, for messages. */
  readonly what: string;
}

/**
 * The console's own top-level routes (root config) and the server's own
 * prefixes. A plugin route overlapping one of them would never show, or
 * would hide the console's page.
 */
export const CONSOLE_PATHS: readonly ConsolePath[] = [
  { path: '/', what: 'the landing redirect' },
  { path: '/login', what: 'the sign-in page' },
  { path: '/auth/*', what: 'sign-in callbacks' },
  { path: '/logout/*', what: 'sign-out' },
  { path: '/reset-password', what: 'the password reset page' },
  { path: '/admin/help', what: 'the help page' },
  { path: '/api/*', what: 'the API' },
  { path: '/bff/*', what: 'the backend for frontend' },
  { path: '/idp/*', what: 'the identity provider' },
  { path: '/dev/*', what: 'the demo outbox' },
  { path: '/shared/*', what: 'shared modules' },
  { path: '/root-config/*', what: 'the root config' },
  { path: '/plugins/*', what: 'plugin files' },
  { path: '/vendor/*', what: 'vendored scripts' },
];

/**
 * Dashboard card places a deployment reserves unless it says otherwise: the
 * six built-in cards (threats, assets, identities, infrastructure as code,
 * compliance, vulnerability), each for the plugin that draws it. Other
 * plugins' cards take 100 and above.
 */
export const DEFAULT_RESERVED_CARD_PLACES: Readonly<Record<string, string>> = {
  '0': 'threats',
  '1': 'assets',
  '2': 'identities',
  '3': 'iac',
  '4': 'compliance',
  '5': 'vulnerability',
};
