import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start, triggerAppChange } from 'single-spa';
import type { Catalogue } from '@palisade/contracts/catalogue';
import { ConsoleProvider, createConsoleRuntime, DEFAULT_LOCALE, type ConsoleRuntime } from '@palisade/sdk/host';
import { readBootState, type BootState } from './boot/bootState';
import { codeFileOf } from './catalogue/catalogueExtensions';
import { readyCatalogue, type CatalogueState } from './catalogue/CatalogueState';
import { readCatalogue } from './catalogue/readCatalogue';
import { registerCatalogueLabels } from './catalogue/registerCatalogueLabels';
import { activeOverrides, type ActiveOverride } from './discovery/activeOverrides';
import type { ImportMapOverridesApi } from './discovery/importMap';
import { DEFAULT_LOAD_TIMEOUT_MS } from './loader/loadPlugin';
import { PluginLoader } from './loader/PluginLoader';
import { warmPlugin } from './loader/warmPlugin';
import type { PluginLoadError } from './loader/PluginLoadError';
import type { SystemLike } from './loader/systemLike';
import { createRegistrar } from './registration/registerPlugins';
import { createRouteResolver, type RouteContext } from './registration/resolveRoute';
import { fetchSession, takePageSession } from './session/fetchSession';
import { carriedAdminMessages, takePageStart, type PageStart } from './session/pageStart';
import { KEPT_ON_SIGN_OUT } from './session/constants';
import { exposeFeatureFlags } from './session/exposeFeatureFlags';
import { keepLocale } from './session/keepLocale';
import { flagsFromPage, loadFeatureFlags } from './session/loadFeatureFlags';
import { CONSOLE_MESSAGES } from './session/messages';
import { SessionContext } from './session/SessionContext';
import { SessionController } from './session/SessionController';
import { isSignOutPath } from './signin/isSignOutPath';
import { LazyApp } from './shell/LazyApp';
import { buildMenu } from './shell/buildMenu';
import { prefetchHosted } from './shell/hosted/prefetchHosted';
import { firstPermittedPage } from './shell/firstPermittedPage';
import { ShellContext, type ConsolePhase, type ShellServices } from './shell/ShellServices';
import { createValueStore } from './state/valueStore';

/** The performance measure of registering the catalogue, for benchmarks. */
export const CATALOGUE_REGISTERED = 'palisade:catalogue-registered';

export interface StartConsoleOptions {
  container: HTMLElement;
  system: SystemLike;
  boot?: BootState;
  fetch?: typeof fetch;
  importMapOverrides?: (ImportMapOverridesApi & { resetOverrides?: () => void }) | undefined;
  /** Base of the API client; `/bff/api` (tests in Node need an absolute URL). */
  apiPrefix?: string;
  /** Where the catalogue comes from; the page's `palisade-catalogue` block (else `/catalogue.json`) by default. */
  catalogue?: () => Promise<Catalogue>;
}

export interface RunningConsole {
  runtime: ConsoleRuntime;
  loader: PluginLoader;
  /** Settles when the catalogue has been read (or could not be). */
  catalogueRead: Promise<unknown>;
}

/**
 * Starts the console: draws the shell at once, reads the plugin catalogue
 * (menu, routes, card frames, landing steps: no plugin code needed) and
 * checks the session. A plugin's code loads only when one of its routes is
 * active or one of its cards is on screen.
 */
export function startConsole(options: StartConsoleOptions): RunningConsole {
  const boot = options.boot ?? readBootState();
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const phase = createValueStore<ConsolePhase>({ status: 'checking' });
  const outletPresent = createValueStore(false);
  const mountFailures = createValueStore<ReadonlyMap<string, PluginLoadError>>(new Map());
  const catalogue = createValueStore<CatalogueState>({ status: 'loading' });
  const overridesApi = boot.overridesEnabled ? options.importMapOverrides : undefined;
  const overrides = createValueStore<readonly ActiveOverride[]>(overridesApi?.getDefaultMap ? [] : activeOverrides(boot.overridesEnabled, overridesApi));
  const overridesKnown: Promise<readonly ActiveOverride[]> = overridesApi?.getDefaultMap
    ? overridesApi
        .getDefaultMap()
        .then((deployed) => activeOverrides(boot.overridesEnabled, overridesApi, deployed))
        .catch(() => activeOverrides(boot.overridesEnabled, overridesApi))
        .then((list) => (overrides.set(list), list))
    : Promise.resolve(overrides.get());

  const runtime = createConsoleRuntime({
    fetch: options.fetch,
    apiPrefix: options.apiPrefix,
    // The dashboard's declared counts in one request (the server answers each on its own).
    batchUrl: `${(options.apiPrefix ?? '/bff/api').replace(/\/api\/?$/, '')}/batch`,
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

  const loader: PluginLoader = new PluginLoader({
    system: options.system,
    fetch: options.fetch,
    timeoutMs: boot.config.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS,
    reportError: (error, context) => runtime.reportError(error, context),
    // Its messages first: a page or card is never drawn before the namespace it is translated in.
    prepare: (plugin) => runtime.registerPluginTranslations(plugin.definition),
    onRecovered: (plugin) => void registrar.remount(plugin.descriptor.id),
    warm: (descriptor, entryUrl, code) => warmPlugin(descriptor, entryUrl, { system: options.system, locale: runtime.i18n.language || DEFAULT_LOCALE, code }),
  });

  const routeContext = (ready: boolean): RouteContext => {
    const state = catalogue.get();
    return {
      table: state.status === 'ready' ? state.table : null,
      access: runtime.store.get(runtime.atoms.access),
      flags: runtime.store.get(runtime.atoms.flags),
      ready,
      subscriptions: runtime.store.get(runtime.atoms.subscriptions),
    };
  };
  const registrar = createRegistrar({
    runtime,
    system: options.system,
    loader,
    // Only while the content area's outlet is in the document: the sign-in page has none, and after sign-in the
    // layout commits it a render later than the phase turns ready.
    resolve: createRouteResolver(() => routeContext(phase.get().status === 'ready' && outletPresent.get())),
    mountFailures,
  });

  const catalogueRead = overridesKnown
    .then(async (active) => {
      const deployed = await (options.catalogue ?? (() => readCatalogue(document, doFetch)))();
      const overriding = active.filter((o) => o.pluginId !== null);
      if (overriding.length === 0) return deployed;
      // The validator loads only when an override is present.
      const { catalogueWithOverrides } = await import('./catalogue/catalogueWithOverrides');
      return catalogueWithOverrides(deployed, overriding, doFetch);
    })
    .then((read) => {
      const registering = performance.now();
      loader.setCatalogue(read.plugins);
      registerCatalogueLabels(runtime.i18n, read);
      const ready = readyCatalogue(read, (pluginId, index) =>
        loader.load(pluginId).then((result) => {
          if (result.status === 'failed') throw result.error;
          return result.plugin.definition.extensions[index]!;
        }),
      );
      catalogue.set(ready);
      // Plugins see each other's extensions (dashboard cards…) through useExtensions(), drawn from the catalogue.
      runtime.setExtensions(ready.extensions);
      registrar.registerCatalogue(read.plugins);
      // How long making the catalogue usable took (extensions, route table, labels, one application per plugin).
      try {
        performance.measure(CATALOGUE_REGISTERED, { start: registering, end: performance.now() });
      } catch {
        // A browser without User Timing level 3: nothing to measure with.
      }
    })
    .catch((error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      catalogue.set({ status: 'failed', error: failure });
      runtime.reportError(failure, { extra: { during: 'plugin catalogue' } });
      runtime.notify({ message: `The console could not read its plugin list: ${failure.message}`, error: true });
    });

  const session: SessionController = new SessionController({
    runtime,
    doFetch,
    // Every plugin's flags in one request: their declarations are in the catalogue.
    loadFlags: async (tenantName, carried) => {
      await catalogueRead;
      const state = catalogue.get();
      const declared = state.status === 'ready' ? state.catalogue.plugins.map((p) => ({ pluginId: p.id, flags: p.manifest.flags })) : [];
      runtime.setFeatureFlags(flagsFromPage(declared, tenantName, carried) ?? (await loadFeatureFlags(runtime.http, declared, tenantName)));
    },
    landing: () => {
      const state = catalogue.get();
      if (state.status !== 'ready') return null;
      const access = runtime.store.get(runtime.atoms.access);
      const modules = access.status === 'ready' ? access.modules : new Set<string>();
      const translate = () => '';
      const menu = buildMenu(state.extensions, { modules, flags: runtime.store.get(runtime.atoms.flags), translate });
      return firstPermittedPage(routeContext(true), menu)?.href ?? state.table.landing[0]?.path ?? null;
    },
    onPhase: (status) => phase.set({ status }),
  });
  const startSignedIn = (carried: PageStart | null) => {
    // The page's plugin loads while access, tenant and flags are asked for, not after them.
    const route = catalogueRead.then(() => {
      const state = catalogue.get();
      const match = state.status === 'ready' ? state.table.match(window.location.pathname) : null;
      const page = codeFileOf(match?.route.properties.component);
      if (match) registrar.prefetch(match.pluginId, page === undefined ? [] : [page]);
      return match;
    });
    const started = session.start(carried);
    // What the page hosts (the dashboard's figures) loads once access and flags say which, beside the page's code.
    void Promise.all([route, started])
      .then(([match]) => match && prefetchHosted(runtime, match.route))
      .catch(() => undefined);
    return started;
  };

  // The administrators' messages the page carried, handed to the banner once (set when the page's start data is read).
  let pageAdminMessages: unknown;
  const services: ShellServices = {
    runtime,
    boot,
    loader,
    catalogue,
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
    takePageAdminMessages: () => {
      const carried = pageAdminMessages;
      pageAdminMessages = undefined;
      return carried;
    },
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

  // activeWhen reads the catalogue, access, flags, the phase and which plugins failed: re-evaluate when any changes.
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
  catalogue.subscribe(reroute);
  loader.subscribe(reroute);

  // The server writes the page's session into it; asking again only without one.
  const pageSession = takePageSession();
  // The start data goes with the page's own signed-in session only, and is taken once.
  const pageStart = takePageStart(pageSession?.authenticated === true);
  pageAdminMessages = carriedAdminMessages(pageStart, window.location.hostname);
  (pageSession ? Promise.resolve(pageSession) : fetchSession(doFetch))
    .then((session) => {
      runtime.setSession(session);
      // Signing out: the user's access, flags and counts would be asked for only to be refused once the session ends.
      if (session.authenticated && isSignOutPath(window.location.pathname)) return phase.set({ status: 'loading' });
      if (session.authenticated) return startSignedIn(pageStart);
      phase.set({ status: 'signed-out' });
    })
    .catch((error: unknown) => {
      runtime.reportError(error, { extra: { during: 'session check' } });
      phase.set({ status: 'signed-out' });
      runtime.notify({ message: 'Unable to reach the console server. Please try again later.', error: true });
    });

  return { runtime, loader, catalogueRead };
}

/** The user's language: the one localStorage value sign-out keeps (see KEPT_ON_SIGN_OUT). */
function readKeptLocale(): string | undefined {
  try {
    return localStorage.getItem(KEPT_ON_SIGN_OUT) ?? undefined;
  } catch {
    return undefined;
  }
}
