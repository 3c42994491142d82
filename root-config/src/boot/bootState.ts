/** Environments derived from the host name (spec section 9), plus `local` for loopback hosts. */
export type Environment = 'local' | 'dev' | 'int' | 'scale' | 'preview' | 'prod';

/** The server's config block as boot.js read it. */
export interface ConsoleConfig {
  allowOverrides: boolean;
  sentryDsn: string | null;
  demo: boolean;
  version: string;
  /** Plugin load timeout in ms; `null` for the spec's 120 s. Tests lower it. */
  loadTimeoutMs: number | null;
  /** Why the config block could not be read, if it could not. */
  error: string | null;
}

/** What `public/boot.js` decided before anything else ran. */
export interface BootState {
  environment: Environment;
  overridesEnabled: boolean;
  config: ConsoleConfig;
}

const FALLBACK: BootState = {
  environment: 'prod',
  overridesEnabled: false,
  config: { allowOverrides: false, sentryDsn: null, demo: false, version: 'unknown', loadTimeoutMs: null, error: 'boot.js did not run' },
};

/**
 * The boot state published by `boot.js`. Without it (boot.js did not run) the
 * console assumes prod with overrides off: it fails closed.
 */
export function readBootState(win: Window = window): BootState {
  const state = (win as Window & { __PALISADE_BOOT__?: Partial<BootState> }).__PALISADE_BOOT__;
  if (!state || typeof state !== 'object' || !state.config) return FALLBACK;
  return {
    environment: state.environment ?? 'prod',
    overridesEnabled: state.overridesEnabled === true,
    config: state.config,
  };
}
