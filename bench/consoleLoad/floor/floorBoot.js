/*
 * The floor page's loader, as the console's boot.js does it: the one Trusted
 * Types policy the CSP allows hands same-origin script URLs to SystemJS (with
 * the import map's integrity), then the app is imported.
 */
(function (win, doc) {
  'use strict';
  var policy = win.trustedTypes
    ? win.trustedTypes.createPolicy('palisade-loader', {
        createScriptURL: function (url) {
          if (new win.URL(url, win.location.href).origin === win.location.origin) return url;
          throw new TypeError('The floor page does not load scripts from ' + url);
        },
      })
    : null;
  var system = win.System;
  var proto = Object.getPrototypeOf(system);
  proto.createScript = function (url) {
    var script = doc.createElement('script');
    script.async = true;
    var integrity = system.getImportMap().integrity[url];
    if (integrity) script.integrity = integrity;
    script.src = policy ? policy.createScriptURL(url) : url;
    return script;
  };
  system.import('@palisade-bench/floor').catch(function (error) {
    win.console.error('The floor page failed to start: ' + (error && error.message ? error.message : String(error)));
  });
})(window, document);
