/*
 * Palisade boot script. Runs synchronously in <head>, before import-map-overrides
 * loads, so it can switch overrides off before that library reads the page.
 * Plain ES5-compatible script (no inline scripts: CSP). The build puts it, as is but for
 * import-map-overrides' hash, and SystemJS after it in one content-hashed file that index.html loads.
 *
 * 1. Derives the environment from the host name (spec section 9).
 * 2. Reads the server's JSON config block (#palisade-config).
 * 3. Overrides: on in local, dev and int; elsewhere only when the config says
 *    allowOverrides: true. localStorage alone never turns them on. When off, a
 *    denylist meta for this host name makes import-map-overrides ignore every override.
 * 4. Publishes the result as window.__PALISADE_BOOT__ (read-only) for the root config.
 * 5. Loads import-map-overrides (54 KB, 15 KB gzip) only when overrides are allowed and in use:
 *    - an override is stored (localStorage): before the root config, because the library
 *      adds its override map as a <script type="systemjs-importmap"> when it runs, and
 *      SystemJS reads import maps again on the first System.import only;
 *    - none is stored but the developer tools are on (localStorage "devtools", which the
 *      account menu's "Developer tools" sets and then reloads): once the root config has
 *      drawn the shell's first frame, so its API (importMapOverrides.addOverride…) and UI
 *      are there for the next reload;
 *    - otherwise not at all: a page without overrides pays no request for them.
 * 6. Once the page is parsed: adds the overrides UI (when allowed) and imports the root config.
 *
 * The CSP requires Trusted Types for scripts: the one policy it allows, "palisade-loader", is
 * created here, kept in this closure, and used only to load scripts (SystemJS's script elements
 * and import-map-overrides). Where overrides are refused but some are stored, one console
 * warning says they are ignored.
 */
(function (win, doc) {
  'use strict';

  var NAMED_ENVIRONMENTS = ['dev', 'int', 'scale', 'preview', 'prod'];
  var LOCAL_HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]'];
  var OVERRIDE_ENVIRONMENTS = ['local', 'dev', 'int'];
  var DEFAULT_CONFIG = { allowOverrides: false, sentryDsn: null, demo: false, version: 'unknown' };
  var TRUSTED_TYPES_POLICY = 'palisade-loader';

  /**
   * The environment a host name belongs to: loopback hosts are "local"; otherwise
   * the left-most label (or dash-separated part of one) naming dev, int, scale,
   * preview or prod, ignoring the top-level domain (so "console.example.dev" is
   * not "dev"); anything else is "prod".
   */
  function deriveEnvironment(hostname) {
    var host = String(hostname || '').toLowerCase().replace(/\.$/, '');
    if (LOCAL_HOSTS.indexOf(host) >= 0) return 'local';
    if (/^[0-9.]+$/.test(host) || host.indexOf(':') >= 0) return 'prod';
    var labels = host.split('.');
    if (labels.length > 1) labels = labels.slice(0, -1);
    for (var i = 0; i < labels.length; i++) {
      var parts = labels[i].split('-');
      for (var j = 0; j < parts.length; j++) {
        if (NAMED_ENVIRONMENTS.indexOf(parts[j]) >= 0) return parts[j];
      }
    }
    return 'prod';
  }

  /** Whether import-map overrides may be used in this environment with this config. */
  function overridesAllowed(environment, config) {
    if (OVERRIDE_ENVIRONMENTS.indexOf(environment) >= 0) return true;
    return !!config && config.allowOverrides === true;
  }

  /** The server's config block, with safe defaults for anything missing or malformed. */
  function readConfig(document) {
    var element = document.getElementById('palisade-config');
    var result = {
      allowOverrides: DEFAULT_CONFIG.allowOverrides,
      sentryDsn: DEFAULT_CONFIG.sentryDsn,
      demo: DEFAULT_CONFIG.demo,
      version: DEFAULT_CONFIG.version,
      loadTimeoutMs: null,
      styleNonce: null,
      error: null,
    };
    if (!element) {
      result.error = 'The page has no #palisade-config block';
      return result;
    }
    try {
      var parsed = JSON.parse(element.textContent || '');
      if (parsed && typeof parsed === 'object') {
        result.allowOverrides = parsed.allowOverrides === true;
        result.sentryDsn = typeof parsed.sentryDsn === 'string' && parsed.sentryDsn ? parsed.sentryDsn : null;
        result.demo = parsed.demo === true;
        if (typeof parsed.version === 'string') result.version = parsed.version;
        if (typeof parsed.loadTimeoutMs === 'number' && parsed.loadTimeoutMs > 0) result.loadTimeoutMs = parsed.loadTimeoutMs;
        if (typeof parsed.styleNonce === 'string' && parsed.styleNonce) result.styleNonce = parsed.styleNonce;
      }
    } catch (error) {
      result.error = 'The #palisade-config block is not valid JSON: ' + (error && error.message);
    }
    return result;
  }

  function freeze(value) {
    return Object.freeze ? Object.freeze(value) : value;
  }

  function denyOverrides(document, hostname) {
    var meta = document.createElement('meta');
    meta.setAttribute('name', 'import-map-overrides-domains');
    meta.setAttribute('content', 'denylist:' + hostname);
    document.head.appendChild(meta);
  }

  function addOverridesUi(document, styleNonce) {
    var ui = document.createElement('import-map-overrides-full');
    ui.setAttribute('show-when-local-storage', 'devtools');
    // Its shadow root's <style> carries the page's CSP nonce.
    if (styleNonce) ui.setAttribute('style-nonce', styleNonce);
    document.body.appendChild(ui);
  }

  function showStartFailure(document, error) {
    var box = document.createElement('div');
    box.setAttribute('role', 'alert');
    box.className = 'palisade-boot-failure';
    box.textContent = 'The console failed to start: ' + (error && error.message ? error.message : String(error));
    document.body.appendChild(box);
  }

  var OVERRIDES_SCRIPT = '/vendor/import-map-overrides.js';
  // Filled in by the build with the SRI hash of the file it copied: the browser refuses a changed one.
  var OVERRIDES_INTEGRITY = null;
  var OVERRIDE_KEY_PREFIX = 'import-map-override:';
  var EXTERNAL_MAPS_KEY = 'import-map-overrides-external-maps';
  var DEVTOOLS_KEY = 'devtools';

  /** Whether localStorage holds an override or an external override map (what import-map-overrides would apply). */
  function hasStoredOverrides(window) {
    try {
      var storage = window.localStorage;
      for (var i = 0; i < storage.length; i++) {
        var key = storage.key(i);
        if (key && key.indexOf(OVERRIDE_KEY_PREFIX) === 0) return true;
      }
      var external = storage.getItem(EXTERNAL_MAPS_KEY);
      return !!external && external !== '[]';
    } catch (error) {
      return false;
    }
  }

  /** Whether the developer asked for the overrides UI (the account menu's "Developer tools"). */
  function devtoolsOn(window) {
    try {
      return window.localStorage.getItem(DEVTOOLS_KEY) === 'true';
    } catch (error) {
      return false;
    }
  }

  /** Stored override keys, for the warning on hosts that refuse them. */
  function storedOverrideNames(window) {
    var names = [];
    try {
      var storage = window.localStorage;
      for (var i = 0; i < storage.length; i++) {
        var key = storage.key(i);
        if (key && key.indexOf(OVERRIDE_KEY_PREFIX) === 0) names.push(key.slice(OVERRIDE_KEY_PREFIX.length));
      }
      var external = storage.getItem(EXTERNAL_MAPS_KEY);
      if (external && external !== '[]') names.push('external override maps');
    } catch (error) {
      return names;
    }
    return names;
  }

  function warnRefusedOverrides(window, hostname, environment) {
    var names = storedOverrideNames(window);
    if (names.length === 0 || !window.console) return;
    window.console.warn(
      'Palisade: import-map overrides are refused on ' + hostname + ' (environment "' + environment + '"), so the stored ' +
        (names.length > 1 ? 'overrides are' : 'override is') + ' ignored: ' + names.join(', ') +
        '. Overrides work on local, dev and int hosts, or where the server runs with PALISADE_ALLOW_OVERRIDES=1.',
    );
  }

  /**
   * The console's only Trusted Types policy: script URLs from this origin, or from anywhere
   * the CSP allows when overrides are on (a developer's dev server). Null without Trusted Types.
   */
  function createLoaderPolicy(window, overridesEnabled) {
    var trustedTypes = window.trustedTypes;
    if (!trustedTypes || typeof trustedTypes.createPolicy !== 'function') return null;
    var origin = window.location.origin;
    return trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, {
      createScriptURL: function (url) {
        var parsed = new window.URL(url, window.location.href);
        var remote = parsed.protocol === 'http:' || parsed.protocol === 'https:';
        if (parsed.origin === origin || (overridesEnabled && remote)) return url;
        throw new TypeError('The console does not load scripts from ' + url);
      },
    });
  }

  var loaderPolicy = null;

  function trustedScriptUrl(url) {
    return loaderPolicy ? loaderPolicy.createScriptURL(url) : url;
  }

  /** `value` and everything in it frozen. */
  function deepFreeze(value) {
    if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
      Object.keys(value).forEach(function (key) {
        deepFreeze(value[key]);
      });
      Object.freeze(value);
    }
    return value;
  }

  /**
   * SystemJS's getImportMap() with one copy of the map, taken again whenever the map may have changed
   * (addImportMap, prepareImport): SystemJS copies the whole map (with 264 plugins 171 KB of JSON) on
   * every call, and every script it creates and every plugin the console loads asked for it (26 ms of
   * a cold page at that size). The copy is frozen, so nobody changes the map through it.
   */
  function keepImportMapCopy(window) {
    var system = window.System;
    var proto = system && Object.getPrototypeOf(system);
    if (!proto || typeof proto.getImportMap !== 'function') return;
    var copy = null;
    var forget = function () {
      copy = null;
    };
    var getImportMap = proto.getImportMap;
    proto.getImportMap = function () {
      if (copy === null) copy = deepFreeze(getImportMap.call(this));
      return copy;
    };
    ['addImportMap', 'prepareImport'].forEach(function (name) {
      var original = proto[name];
      if (typeof original !== 'function') return;
      proto[name] = function () {
        forget();
        var result = original.apply(this, arguments);
        // prepareImport reads the page's import maps later: forgotten again once it has.
        if (result && typeof result.then === 'function') result.then(forget, forget);
        return result;
      };
    });
  }

  /**
   * SystemJS's createScript with the script URL passed through the loader policy (a plain
   * string is refused under Trusted Types); crossOrigin and the import map's integrity as before.
   */
  function useLoaderPolicy(window, document) {
    var system = window.System;
    var proto = system && Object.getPrototypeOf(system);
    if (!loaderPolicy || !proto || typeof proto.createScript !== 'function' || typeof system.getImportMap !== 'function') return;
    var origin = window.location.origin;
    proto.createScript = function (url) {
      var script = document.createElement('script');
      script.async = true;
      if (url.indexOf(origin + '/') !== 0) script.crossOrigin = 'anonymous';
      var integrity = system.getImportMap().integrity[url];
      if (integrity) script.integrity = integrity;
      script.src = trustedScriptUrl(url);
      return script;
    };
  }

  /**
   * Gives SystemJS the stored overrides (index.html's use-injector keeps the library from writing
   * them into a script element). Plugin overrides are verified by the loader against their manifest.
   */
  function applyOverrideMap(window) {
    var overrides = window.importMapOverrides;
    var system = window.System;
    if (!overrides || !system || typeof system.addImportMap !== 'function') return;
    system.addImportMap(overrides.getOverrideMap());
  }

  /** Adds import-map-overrides to <head>; `done` runs once it has run or failed to load. */
  function loadOverridesScript(document, done) {
    var script = document.createElement('script');
    if (OVERRIDES_INTEGRITY) script.integrity = OVERRIDES_INTEGRITY;
    script.src = trustedScriptUrl(OVERRIDES_SCRIPT);
    script.async = false;
    script.setAttribute('data-palisade-overrides', '');
    var finished = false;
    function finish() {
      if (finished) return;
      finished = true;
      if (done) done();
    }
    script.addEventListener('load', finish);
    script.addEventListener('error', function () {
      if (win.console) {
        win.console.error(
          'Palisade: ' + OVERRIDES_SCRIPT + ' did not load (missing, or refused for not matching its integrity hash), so import-map overrides are off.',
        );
      }
      finish();
    });
    document.head.appendChild(script);
  }

  /** When the browser is next idle. */
  function whenIdle(window, run) {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
    else window.setTimeout(run, 0);
  }

  /** Imports the root config, which draws the shell's first frame as it runs; `then` runs after that. */
  function importRootConfig(window, document, then) {
    if (!window.System || typeof window.System.import !== 'function') {
      showStartFailure(document, new Error('SystemJS did not load (/vendor/system.min.js)'));
      return;
    }
    keepImportMapCopy(window);
    useLoaderPolicy(window, document);
    window.System.import('@palisade/root-config').then(
      function () {
        if (then) then();
      },
      function (error) {
        if (window.console) window.console.error(error);
        showStartFailure(document, error);
        if (then) then();
      },
    );
  }

  /**
   * Starts loading import-map-overrides at once when an override is stored; returns
   * `whenReady(callback)`, which runs the callback once the library has run (or at once).
   */
  function loadStoredOverrides(window, document, state) {
    if (!state.overridesEnabled || !hasStoredOverrides(window)) {
      return function (callback) {
        callback();
      };
    }
    var ready = false;
    var waiting = [];
    loadOverridesScript(document, function () {
      ready = true;
      for (var i = 0; i < waiting.length; i++) waiting[i]();
      waiting = [];
    });
    return function (callback) {
      if (ready) callback();
      else waiting.push(callback);
    };
  }

  function start(window, document, state, whenOverridesReady) {
    if (state.overridesEnabled) addOverridesUi(document, state.config.styleNonce);
    var loadedEarly = !!document.querySelector('script[data-palisade-overrides]');
    whenOverridesReady(function () {
      if (state.overridesEnabled) applyOverrideMap(window);
      importRootConfig(window, document, function () {
        // No override stored: the library's API and UI come after the shell's first frame, and only for a developer.
        if (state.overridesEnabled && !loadedEarly && devtoolsOn(window)) {
          whenIdle(window, function () {
            loadOverridesScript(document, null);
          });
        }
      });
    });
  }

  function boot(window, document) {
    var hostname = window.location.hostname;
    var environment = deriveEnvironment(hostname);
    var config = readConfig(document);
    var enabled = overridesAllowed(environment, config);
    if (!enabled) {
      denyOverrides(document, hostname);
      warnRefusedOverrides(window, hostname, environment);
    }
    loaderPolicy = createLoaderPolicy(window, enabled);
    // Libraries that add a <style> (a dialog's scroll lock) take their nonce from here.
    if (config.styleNonce) window.__webpack_nonce__ = config.styleNonce;
    var state = freeze({
      environment: environment,
      overridesEnabled: enabled,
      config: freeze(config),
      rules: freeze({ deriveEnvironment: deriveEnvironment, overridesAllowed: overridesAllowed }),
    });
    Object.defineProperty(window, '__PALISADE_BOOT__', { value: state, writable: false, configurable: false });
    var whenOverridesReady = loadStoredOverrides(window, document, state);
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', function () {
        start(window, document, state, whenOverridesReady);
      });
    } else {
      start(window, document, state, whenOverridesReady);
    }
  }

  boot(win, doc);
})(window, document);
