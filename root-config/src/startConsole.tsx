import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start, triggerAppChange } from 'single-spa';
import {
  ConsoleProvider,
  createConsoleRuntime,
  findConflicts,
  flagDefaults,
  preloadPluginValidation,
  SDK_VERSION,
  validatePluginDefinition,
  type ConsoleRuntime,
  type FeatureFlagEntry,
} from '@palisade/sdk/host';
import { readBootState, type BootState } from './boot/bootState';
import { activeOverrides, type ActiveOverride } from './discovery/activeOverrides';
import { discoverPlugins } from './discovery/discoverPlugins';
import { readImportMap, type ImportMapOverridesApi } from './discovery/importMap';
import { DEFAULT_LOAD_TIMEOUT_MS, type LoadedPlugin } from './loader/loadPlugin';
import { PluginLoader } from './loader/PluginLoader';
import type { PluginLoadError } from './loader/PluginLoadError';
import type { SystemLike } from './loader/systemLike';
import { createRegistrar } from './registration/registerPlugins';
import { routeContextFrom } from './registration/routeContextFrom';
import { fetchSession } from './session/fetchSession';
import { KEPT_ON_SIGN_OUT } from './session/constants';
import { exposeFeatureFlags } from './session/exposeFeatureFlags';
import { keepLocale } from './session/keepLocale';
import { loadFeatureFlags, type PluginFlags } from './session/loadFeatureFlags';
import { CONSOLE_MESSAGES } from './session/messages';
import { SessionContext } from './session/SessionContext';
import { SessionController } from './session/SessionController';
import { isSignOutPath } from './signin/isSignOutPath';
import { LazyApp } from './shell/LazyApp';
import { contributedExtensions } from './shell/contributedExtensions';
import { ShellContext, type ConsolePhase, type ShellServices } from './shell/ShellServices';
import { createValueStore } from './state/valueStore';

export interface StartConsoleOptions {
  container: HTMLElement;
  system: SystemLike;
  boot?: BootState;
  fetch?: typeof fetch;
  importMapOverrides?: (ImportMapOverridesApi & { resetOverrides?: () => void }) | undefined;
  /** Base of the API client; `/bff/api` (tests in Node need an absolute URL). */
  apiPrefix?: string;
}

export interface RunningConsole {
  runtime: ConsoleRuntime;
  loader: PluginLoader;
  /** Settles when every plugin has loaded or failed. */
  pluginsSettled: Promise<unknown>;
}

const pluginFlags = (plugin: LoadedPlugin): PluginFlags => ({ pluginId: plugin.descriptor.id, flags: plugin.definition.flags ?? [] });

/**
 * Starts the console: draws the shell at once, then checks the session and
 * loads every plugin in parallel; each plugin is registered with single-spa
 * as soon as it has loaded, and never holds up the others.
 */
export function startConsole(options: StartConsoleOptions): RunningConsole {
  const boot = options.boot ?? readBootState();
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const phase = createValueStore<ConsolePhase>({ status: 'checking' });
  const outletPresent = createValueStore(false);
  const mountFailures = createValueStore<ReadonlyMap<string, PluginLoadError>>(new Map());
  const overridesApi = boot.overridesEnabled ? options.importMapOverrides : undefined;
  const overrides = createValueStore<readonly ActiveOverride[]>(overridesApi?.getDefaultMap ? [] : activeOverrides(boot.overridesEnabled, overridesApi));
  overridesApi
    ?.getDefaultMap?.()
    .then((deployed) => overrides.set(activeOverrides(boot.overridesEnabled, overridesApi, deployed)))
    .catch(() => overrides.set(activeOverrides(boot.overridesEnabled, overridesApi)));

  const runtime = createConsoleRuntime({
    fetch: options.fetch,
    apiPrefix: options.apiPrefix,
    sentryDsn: boot.config.sentryDsn,
    environment: boot.environment,
    release: boot.config.version,
    consoleMessages: CONSOLE_MESSAGES,
    locale: readKeptLocale(),
    // A 401 anywhere, or a plugin's logout(), goes through the one sign-out.
    onSessionExpired: () => void session.signOut('expired'),
    logout: () => session.signOut('user'),
  });
  exposeFeatureFlags(runtime);
  keepLocale(runtime.i18n);

  let flagEntries: FeatureFlagEntry[] = [];
  const applyFlags = (entries: FeatureFlagEntry[]) => {
    flagEntries = [...flagEntries, ...entries];
    runtime.setFeatureFlags(flagEntries);
  };
  const tenantName = () => {
    const session = runtime.getSession();
    return session.status === 'signed-in' ? session.tenant.name : '';
  };
  let tenant: string | null = null;

  const loader: PluginLoader = new PluginLoader({
    system: options.system,
    validate: validatePluginDefinition,
    preloadValidation: preloadPluginValidation,
    findConflicts,
    sdkVersion: SDK_VERSION,
    timeoutMs: boot.config.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS,
    reportError: (error, context) => runtime.reportError(error, context),
    // Its messages first: a card or menu item is never drawn before the namespace it is translated in.
    prepare: (plugin) => runtime.registerPluginTranslations(plugin.definition),
    onLoaded: (plugin) => {
      void registrar.registerPlugin(plugin);
      // A plugin that arrives after the tenant's flags were asked for: its defaults now, the tenant's values when they come.
      if (tenant !== null && !session.isSigningOut && plugin.definition.flags?.length) {
        applyFlags(flagDefaults(plugin.definition.flags));
        void loadFeatureFlags(runtime.http, [pluginFlags(plugin)], tenant ?? tenantName()).then(applyFlags);
      }
    },
  });

  const registrar = createRegistrar({
    runtime,
    system: options.system,
    // Only while the content area's outlet is in the document: the sign-in page has none, and after sign-in the
    // layout commits it a render later than the phase turns ready.
    routeContext: () => routeContextFrom(runtime, loader.getSnapshot(), phase.get().status === 'ready' && outletPresent.get()),
    mountFailures,
  });

  const session: SessionController = new SessionController({
    runtime,
    doFetch,
    loadFlags: async (name) => {
      tenant = name || tenantName();
      const loaded = loader.getSnapshot().flatMap((s) => (s.status === 'loaded' ? [pluginFlags(s.plugin)] : []));
      flagEntries = [];
      applyFlags(await loadFeatureFlags(runtime.http, loaded, tenant));
    },
    onPhase: (status) => phase.set({ status }),
  });
  const startSignedIn = () => session.start();

  const services: ShellServices = {
    runtime,
    boot,
    loader,
    remount: registrar.remount,
    mountFailures,
    phase,
    outletPresent,
    overrides,
    resetOverrides: overridesApi?.resetOverrides
      ? () => {
          overridesApi.resetOverrides?.();
          window.location.reload();
        }
      : undefined,
    signOut: () => session.signOut('user'),
  };

  // The shell first: drawn and interactive before any plugin has loaded.
  const root = createRoot(options.container);
  flushSync(() =>
    root.render(
      <ConsoleProvider runtime={runtime}>
        <ShellContext.Provider value={services}>
          <SessionContext.Provider value={session}>
            <LazyApp />
          </SessionContext.Provider>
        </ShellContext.Provider>
      </ConsoleProvider>,
    ),
  );
  start({ urlRerouteOnly: true });
  // The HTTP client loads ky on its first call; fetch it once the shell has painted, not before.
  requestAnimationFrame(() => setTimeout(() => void import('ky').catch(() => undefined)));

  // activeWhen reads access, flags, the phase and the loaded plugins: re-evaluate when any changes.
  let scheduled = false;
  const reroute = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      void triggerAppChange();
    });
  };
  runtime.store.sub(runtime.atoms.access, reroute);
  runtime.store.sub(runtime.atoms.flags, reroute);
  runtime.store.sub(runtime.atoms.subscriptions, reroute);
  phase.subscribe(reroute);
  outletPresent.subscribe(reroute);
  loader.subscribe(reroute);
  // Plugins see each other's extensions (dashboard cards…) through useExtensions().
  loader.subscribe(() => runtime.setExtensions(contributedExtensions(loader.getSnapshot())));

  fetchSession(doFetch)
    .then((session) => {
      runtime.setSession(session);
      // Signing out: the user's access, flags and counts would be asked for only to be refused once the session ends.
      if (session.authenticated && isSignOutPath(window.location.pathname)) return phase.set({ status: 'loading' });
      if (session.authenticated) return startSignedIn();
      phase.set({ status: 'signed-out' });
    })
    .catch((error: unknown) => {
      runtime.reportError(error, { extra: { during: 'session check' } });
      phase.set({ status: 'signed-out' });
      runtime.notify({ message: 'Unable to reach the console server. Please try again later.', error: true });
    });

  const pluginsSettled = readImportMap({ overridesEnabled: boot.overridesEnabled, overrides: overridesApi, fetch: doFetch })
    .then((map) => loader.loadAll(discoverPlugins(map)))
    .catch((error: unknown) => {
      runtime.reportError(error, { extra: { during: 'plugin discovery' } });
      runtime.notify({ message: `The console could not read its plugin list: ${error instanceof Error ? error.message : String(error)}`, error: true });
    });

  return { runtime, loader, pluginsSettled };
}

/** The user's language: the one localStorage value sign-out keeps (see KEPT_ON_SIGN_OUT). */
function readKeptLocale(): string | undefined {
  try {
    return localStorage.getItem(KEPT_ON_SIGN_OUT) ?? undefined;
  } catch {
    return undefined;
  }
}
