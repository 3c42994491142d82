import { createStore } from 'jotai';
import { toAccessState } from '../access/AccessState';
import { createErrorReporter } from '../errors/createErrorReporter';
import type { FeatureFlagMap } from '../flags/FeatureFlagMap';
import { groupFeatureFlags } from '../flags/groupFeatureFlags';
import { enableBatching } from '../http/batchCalls';
import { createHttpClient } from '../http/createHttpClient';
import type { HttpClient } from '../http/HttpClient';
import { HttpError } from '../http/HttpError';
import { createI18n } from '../i18n/createI18n';
import { clearServerState } from '../query/clearServerState';
import { createQueryClient } from '../query/createQueryClient';
import type { SessionState } from '../session/SessionState';
import { registerPluginTranslations } from '../i18n/registerPluginTranslations';
import { toSessionState } from '../session/toSessionState';
import { createConsoleAtoms } from './consoleAtoms';
import type { ConsoleRuntime, ConsoleRuntimeOptions } from './ConsoleRuntime';

async function defaultUnreadCount(http: HttpClient): Promise<number> {
  const body = await http.get('notification/v1/notificationCount').json<unknown>();
  if (typeof body === 'number') return body;
  const record = (body ?? {}) as { count?: unknown; total?: unknown; unread?: unknown };
  const value = record.count ?? record.unread ?? record.total;
  if (typeof value !== 'number') throw new Error('notificationCount: the response has no count');
  return value;
}

/** Whose data the cache holds: one user in one tenant, or nobody. */
function sessionOwner(session: SessionState): string | null {
  return session.status === 'signed-in' ? JSON.stringify([session.user.id, session.tenant.id]) : null;
}

/**
 * Creates the console's shared services. The root config calls it once and
 * passes the result to `ConsoleProvider` around every React root.
 *
 * @example
 * ```ts
 * const runtime = createConsoleRuntime({ sentryDsn: config.sentryDsn, environment, onSessionExpired: showSignIn });
 * runtime.setSession(await (await fetch('/bff/session')).json());
 * ```
 */
export function createConsoleRuntime(options: ConsoleRuntimeOptions = {}): ConsoleRuntime {
  const store = createStore();
  const atoms = createConsoleAtoms();
  const baseFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const reporter = createErrorReporter({
    dsn: options.sentryDsn,
    environment: options.environment,
    release: options.release,
    load: options.loadSentry,
  });
  let expiredNotified = false;
  let toastSeq = 0;
  const toastTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const http = createHttpClient({
    prefixUrl: options.apiPrefix,
    timeout: options.timeout,
    fetch: options.fetch,
    getCsrfToken: () => store.get(atoms.csrfToken),
    onUnauthenticated: () => {
      if (expiredNotified) return;
      expiredNotified = true;
      store.set(atoms.session, { status: 'signed-out', reason: 'expired' });
      options.onSessionExpired?.();
    },
  });

  if (options.batchUrl) enableBatching(http, options.batchUrl);

  // A page without a session (a render link's report) calls the API itself: no cookie, no CSRF token, and a 401 is
  // that call's refusal of its own credential, never the end of a session.
  const publicHttp = createHttpClient({
    prefixUrl: options.publicApiPrefix ?? '/api',
    timeout: options.timeout,
    fetch: options.fetch,
    credentials: 'omit',
    getCsrfToken: () => null,
    onUnauthenticated: () => undefined,
  });

  const defaultLogout = async () => {
    const token = store.get(atoms.csrfToken);
    try {
      await baseFetch('/bff/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: token ? { 'X-CSRF-Token': token } : {},
      });
    } finally {
      store.set(atoms.session, { status: 'signed-out', reason: 'logged-out' });
    }
  };
  const logout = () => (options.logout ?? defaultLogout)();
  const i18n = createI18n(options.locale, options.consoleMessages);
  const queryClient = createQueryClient();
  const clearQueries = () => clearServerState(queryClient, { refetchShown: store.get(atoms.session).status === 'signed-in' });
  // No data outlives its session or crosses to another user or tenant, whichever way the session changed (sign-out, 401, sign-in).
  let owner = sessionOwner(store.get(atoms.session));
  store.sub(atoms.session, () => {
    const next = sessionOwner(store.get(atoms.session));
    if (next === owner) return;
    owner = next;
    clearQueries();
  });

  const runtime: ConsoleRuntime = {
    store,
    atoms,
    http,
    publicHttp,
    i18n,
    queryClient,
    clearServerState: clearQueries,
    setSession(input) {
      if (input.csrfToken !== undefined) store.set(atoms.csrfToken, input.csrfToken);
      if (input.authenticated) expiredNotified = false;
      store.set(atoms.session, toSessionState(input, logout));
    },
    getSession: () => store.get(atoms.session),
    setCsrfToken: (token) => store.set(atoms.csrfToken, token),
    setAccess(input) {
      store.set(atoms.access, 'modules' in input ? toAccessState(input) : input);
    },
    setFeatureFlags(flags) {
      store.set(atoms.flags, Array.isArray(flags) ? groupFeatureFlags(flags) : (flags as FeatureFlagMap));
    },
    setUnreadCount: (count) => store.set(atoms.unreadCount, count),
    setExtensions: (extensions) => store.set(atoms.extensions, extensions),
    setSubscriptions: (subscriptions) => store.set(atoms.subscriptions, subscriptions),
    async refreshUnreadCount() {
      store.set(atoms.unreadCountLoading, true);
      try {
        store.set(atoms.unreadCount, await (options.loadUnreadCount ?? defaultUnreadCount)(http));
      } catch (error) {
        // A role without the module, or a tenant with the flag off, has no count: not a fault to report every poll.
        if (error instanceof HttpError && (error.status === 403 || error.status === 404)) store.set(atoms.unreadCount, null);
        else reporter.report(error, { extra: { during: 'unread notification count' } });
      } finally {
        store.set(atoms.unreadCountLoading, false);
      }
    },
    notify(toast) {
      const id = `toast-${++toastSeq}`;
      store.set(atoms.toasts, (list) => [...list, { ...toast, id }]);
      if (!toast.error) toastTimers.set(id, setTimeout(() => runtime.dismissToast(id), options.toastDuration ?? 5000));
      return id;
    },
    dismissToast(id) {
      clearTimeout(toastTimers.get(id));
      toastTimers.delete(id);
      store.set(atoms.toasts, (list) => list.filter((t) => t.id !== id));
    },
    getToasts: () => store.get(atoms.toasts),
    registerPluginTranslations: (definition) =>
      registerPluginTranslations(i18n, definition, (error) => reporter.report(error, { pluginId: definition.id })),
    reportError: (error, context) => reporter.report(error, context),
    errorReportingReady: () => reporter.ready(),
  };
  return runtime;
}
