/*
 * Palisade boot script. Runs synchronously in <head>, before import-map-overrides
 * loads, so it can switch overrides off before that library reads the page.
 * Plain ES5-compatible script: it is copied to dist/ as is (no inline scripts: CSP).
 *
 * 1. Derives the environment from the host name (spec section 9).
 * 2. Reads the server's JSON config block (#palisade-config).
 * 3. Overrides: on in local, dev and int; elsewhere only when the config says
 *    allowOverrides: true. localStorage alone never turns them on. When off, a
 *    denylist meta for this host name makes import-map-overrides ignore every override.
 * 4. Publishes the result as window.__PALISADE_BOOT__ (read-only) for the root config.
 * 5. Loads import-map-overrides (54 KB, 15 KB gzip) only when overrides are allowed:
 *    - an override is stored (localStorage): before the root config, because the library
 *      adds its override map as a <script type="systemjs-importmap"> when it runs, and
 *      SystemJS reads import maps again on the first System.import only;
 *    - none is stored: once the root config has drawn the shell's first frame, so its API
 *      (importMapOverrides.addOverride…) and UI are there for the next reload.
 * 6. Once the page is parsed: adds the overrides UI (when allowed) and imports the root config.
 */
(function (win, doc) {
  'use strict';

  var NAMED_ENVIRONMENTS = ['dev', 'int', 'scale', 'preview', 'prod'];
  var LOCAL_HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]'];
  var OVERRIDE_ENVIRONMENTS = ['local', 'dev', 'int'];
  var DEFAULT_CONFIG = { allowOverrides: false, sentryDsn: null, demo: false, version: 'unknown' };

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

  function addOverridesUi(document) {
    var ui = document.createElement('import-map-overrides-full');
    ui.setAttribute('show-when-local-storage', 'devtools');
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
  var OVERRIDE_KEY_PREFIX = 'import-map-override:';
  var EXTERNAL_MAPS_KEY = 'import-map-overrides-external-maps';

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

  /** Adds import-map-overrides to <head>; `done` runs once it has run or failed to load. */
  function loadOverridesScript(document, done) {
    var script = document.createElement('script');
    script.src = OVERRIDES_SCRIPT;
    script.async = false;
    script.setAttribute('data-palisade-overrides', '');
    var finished = false;
    function finish() {
      if (finished) return;
      finished = true;
      if (done) done();
    }
    script.addEventListener('load', finish);
    script.addEventListener('error', finish);
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
    if (state.overridesEnabled) addOverridesUi(document);
    var loadedEarly = !!document.querySelector('script[data-palisade-overrides]');
    whenOverridesReady(function () {
      importRootConfig(window, document, function () {
        // No override stored: the library's API and UI come after the shell's first frame.
        if (state.overridesEnabled && !loadedEarly) {
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
    if (!enabled) denyOverrides(document, hostname);
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
