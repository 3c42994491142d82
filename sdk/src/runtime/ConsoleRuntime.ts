import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import type { i18n } from 'i18next';
import type { AccessInput } from '../access/AccessState';
import type { ErrorContext } from '../errors/createErrorReporter';
import type { FeatureFlagEntry, FeatureFlagMap } from '../flags/FeatureFlagMap';
import type { HttpClient } from '../http/HttpClient';
import type { Toast, ToastInput } from '../notifications/Toast';
import type { PluginDefinition } from '../plugin/PluginDefinition';
import type { SessionInput, SessionState } from '../session/SessionState';
import type { ConsoleAtoms } from './consoleAtoms';

/** A jotai store. */
export type ConsoleStore = ReturnType<typeof createStore>;

/** Options of `createConsoleRuntime`. Every one has a default. */
export interface ConsoleRuntimeOptions {
  /** Base of the API client; `/bff/api`. */
  apiPrefix?: string;
  /**
   * The server's batch route (`/bff/batch`): calls made with `callBatched` in
   * one task (the dashboard cards' declared counts) go there in one request.
   * Without it each call goes alone.
   */
  batchUrl?: string;
  /** Base of the client for calls without the session (`publicHttp`); `/api`. */
  publicApiPrefix?: string;
  /** API timeout in ms; 30 000. */
  timeout?: number;
  /** The fetch the API client and session calls use (tests pass a fake). */
  fetch?: typeof fetch;
  /** Locale; `en-US`. */
  locale?: string;
  /** Messages of the console's own namespace (`console`), in en-US. */
  consoleMessages?: Record<string, unknown>;
  /** Sentry DSN; without one errors are logged to the console. */
  sentryDsn?: string | null;
  /** Sentry environment (dev, int, prod…). */
  environment?: string;
  /** Sentry release. */
  release?: string;
  /** Loads `@sentry/browser`; tests pass a fake. */
  loadSentry?: () => Promise<import('../errors/createErrorReporter').SentryLike>;
  /** Called once when a call answers 401 (the session has ended); the session is already signed out. */
  onSessionExpired?: () => void;
  /**
   * Signs the user out when a plugin calls `useSession().logout()`. By default:
   * `POST /bff/logout` with the CSRF token, then the session becomes signed out.
   */
  logout?: () => Promise<void>;
  /** Loads the unread system-notification count; by default `GET notification/v1/notificationCount`. */
  loadUnreadCount?: (http: HttpClient) => Promise<number>;
  /** Milliseconds a non-error toast stays; 5 000. Error toasts stay until dismissed. */
  toastDuration?: number;
}

/**
 * The console's shared services: one per page, shared by every React root
 * (the shell and each plugin) through `ConsoleProvider`. Only the root config
 * holds it; plugins reach its parts through the SDK's hooks.
 */
export interface ConsoleRuntime {
  /** The one jotai store. */
  readonly store: ConsoleStore;
  /** The atoms of the console's state (read them through the store). */
  readonly atoms: ConsoleAtoms;
  /** The API client plugins get from `useHttp()`. */
  readonly http: HttpClient;
  /** The client for calls that carry their own credential, without the session (`usePublicHttp()`). */
  readonly publicHttp: HttpClient;
  /** The one i18next instance. */
  readonly i18n: i18n;
  /**
   * The one server-state cache (TanStack Query), which `ConsoleProvider` gives
   * every root: plugins use it through `useQuery` and `useMutation` from the
   * shared `@tanstack/react-query`. It is emptied when the session ends or
   * changes user or tenant, and by {@link ConsoleRuntime.clearServerState}.
   */
  readonly queryClient: QueryClient;
  /**
   * Forgets all server state (call it when the user's rights change, e.g. a
   * group switch): cached data goes, requests under way are cancelled, and
   * while signed in the queries on screen load again from nothing.
   */
  clearServerState(): void;
  /** Sets the session from the body of `GET /bff/session` (keeps its CSRF token, drops nothing else the SDK needs). */
  setSession(input: SessionInput): void;
  /** The current session. */
  getSession(): SessionState;
  /** Replaces the CSRF token (after a refresh). */
  setCsrfToken(token: string | null): void;
  /** Sets what the user's role allows; `{status:'failed'}` when the load failed. */
  setAccess(input: AccessInput | { status: 'loading' | 'failed' }): void;
  /** Sets feature flags from fetched entries (grouped by key then feature) or an already grouped map. */
  setFeatureFlags(flags: readonly FeatureFlagEntry[] | FeatureFlagMap): void;
  /** Sets the unread system-notification count; `null` for unknown. */
  setUnreadCount(count: number | null): void;
  /** Sets the extensions of every catalogue plugin (code loaded on first call), which `useExtensions()` filters for the user. */
  setExtensions(extensions: readonly import('../extensions/ContributedExtension').ContributedExtension[]): void;
  /** Sets the tenant's subscriptions (from `GET tenant/api/v1/tenant`); `null` when unknown. */
  setSubscriptions(subscriptions: readonly string[] | null): void;
  /** Loads the unread count; a failure keeps the last count (spec section 4). */
  refreshUnreadCount(): Promise<void>;
  /** Shows a toast; returns its id. */
  notify(toast: ToastInput): string;
  /** Removes a toast. */
  dismissToast(id: string): void;
  /** The toasts on screen. */
  getToasts(): readonly Toast[];
  /** Loads a plugin's translations for the current locale (en-US fallback) into its namespace. */
  registerPluginTranslations(definition: Pick<PluginDefinition, 'id' | 'translations'>): Promise<void>;
  /** Reports an error, tagged with the plugin's id. */
  reportError(error: unknown, context?: ErrorContext): void;
  /** Resolves when error reporting is ready (Sentry loaded, or none configured). */
  errorReportingReady(): Promise<void>;
}
