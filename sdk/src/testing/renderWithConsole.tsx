import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { GrantedModule } from '../access/AccessState';
import { ACTION_PERMISSIONS, DASHBOARD_SUB_APPS, MODULES } from '../access/moduleIds';
import type { FeatureFlagEntry, FeatureFlagMap } from '../flags/FeatureFlagMap';
import { PluginProvider } from '../plugin/PluginProvider';
import { ConsoleProvider } from '../runtime/ConsoleProvider';
import type { ConsoleRuntime, ConsoleRuntimeOptions } from '../runtime/ConsoleRuntime';
import { createConsoleRuntime } from '../runtime/createConsoleRuntime';
import type { SessionInput } from '../session/SessionState';
import { createTestSession } from './createTestSession';

/** Options of {@link renderWithConsole}. @beta */
export interface RenderWithConsoleOptions {
  /** The session body; a signed-in {@link createTestSession} by default; `null` for signed out. */
  session?: SessionInput | null;
  /** Granted modules; every known module by default. */
  modules?: readonly (string | GrantedModule)[];
  /** Granted actions; every known action by default. */
  actions?: readonly string[];
  /** Feature flags: entries or a grouped map. None by default. */
  flags?: readonly FeatureFlagEntry[] | FeatureFlagMap;
  /** Locale; `en-US`. */
  locale?: string;
  /** Messages for the plugin's namespace in `locale`. */
  translations?: Record<string, unknown>;
  /** Fake fetch for `useHttp()` and `usePublicHttp()`; relative paths resolve against `http://localhost`. */
  fetch?: typeof fetch;
  /** The plugin the tree belongs to; `{ id: 'test-plugin', version: '0.0.0' }`. */
  plugin?: { id: string; version: string };
  /** Initial address for react-router; `/`. */
  path?: string;
  /** More runtime options (e.g. `onSessionExpired`). */
  runtimeOptions?: ConsoleRuntimeOptions;
}

/** What {@link renderWithConsole} returns: testing-library's result plus the runtime. @beta */
export type RenderWithConsoleResult = RenderResult & { runtime: ConsoleRuntime };

/**
 * Builds a runtime in the given state, for tests. Each has its own query
 * client: nothing one test loaded is cached for the next, and a failed load
 * is not retried, so an error shows after the one request.
 *
 * @beta
 */
export function createTestRuntime(options: RenderWithConsoleOptions = {}): ConsoleRuntime {
  const runtime = createConsoleRuntime({
    apiPrefix: 'http://localhost/bff/api',
    publicApiPrefix: 'http://localhost/api',
    fetch: options.fetch ?? (() => Promise.reject(new TypeError('no fetch given to renderWithConsole'))),
    locale: options.locale,
    ...options.runtimeOptions,
  });
  runtime.setSession(options.session === null ? { authenticated: false } : (options.session ?? createTestSession()));
  runtime.setAccess({
    modules: options.modules ?? [...MODULES, ...DASHBOARD_SUB_APPS, { id: 'DASHBOARD', submodules: DASHBOARD_SUB_APPS.map((id) => ({ id })) }],
    actions: options.actions ?? [...ACTION_PERMISSIONS],
  });
  runtime.setFeatureFlags(options.flags ?? []);
  if (options.translations) {
    const id = options.plugin?.id ?? 'test-plugin';
    runtime.i18n.addResourceBundle(runtime.i18n.language, id, options.translations, true, true);
  }
  return runtime;
}

/** Wraps `ui` in the console's providers, the plugin's and a MemoryRouter. @beta */
export function ConsoleTestProviders({
  runtime,
  plugin,
  path,
  children,
}: {
  runtime: ConsoleRuntime;
  plugin: { id: string; version: string };
  path: string;
  children?: ReactNode;
}) {
  return (
    <ConsoleProvider runtime={runtime}>
      <PluginProvider plugin={plugin}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </PluginProvider>
    </ConsoleProvider>
  );
}

/**
 * Renders a plugin component as the console would: with a runtime (session,
 * access, flags, translations, fake fetch) and the plugin's context.
 *
 * @example
 * ```tsx
 * // @vitest-environment jsdom
 * import { renderWithConsole } from '@palisade/sdk/testing';
 * import { screen } from '@testing-library/react';
 *
 * it('hides Delete from viewers', () => {
 *   renderWithConsole(<PipelineActions />, { actions: [] });
 *   expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
 * });
 * ```
 *
 * @beta
 */
export function renderWithConsole(ui: ReactElement, options: RenderWithConsoleOptions = {}): RenderWithConsoleResult {
  const runtime = createTestRuntime(options);
  const plugin = options.plugin ?? { id: 'test-plugin', version: '0.0.0' };
  const result = render(ui, {
    wrapper: ({ children }) => (
      <ConsoleTestProviders runtime={runtime} plugin={plugin} path={options.path ?? '/'}>
        {children}
      </ConsoleTestProviders>
    ),
  });
  return Object.assign(result, { runtime });
}
