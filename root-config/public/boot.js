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
 * 5. Once the page is parsed: adds the overrides UI (when allowed) and imports the root config.
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
    ui.setAttribute('dev-libs', '');
    document.body.appendChild(ui);
  }

  function showStartFailure(document, error) {
    var box = document.createElement('div');
    box.setAttribute('role', 'alert');
    box.className = 'palisade-boot-failure';
    box.textContent = 'The console failed to start: ' + (error && error.message ? error.message : String(error));
    document.body.appendChild(box);
  }

  function start(window, document, state) {
    if (state.overridesEnabled) addOverridesUi(document);
    if (!window.System || typeof window.System.import !== 'function') {
      showStartFailure(document, new Error('SystemJS did not load (/vendor/system.min.js)'));
      return;
    }
    window.System.import('@palisade/root-config').catch(function (error) {
      if (window.console) window.console.error(error);
      showStartFailure(document, error);
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
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', function () {
        start(window, document, state);
      });
    } else {
      start(window, document, state);
    }
  }

  boot(win, doc);
})(window, document);
