import { describe, expect, it } from 'vitest';
import { parsePluginManifest } from './parsePluginManifest.js';
import { card, manifest, menuItem, route } from './testManifests.js';

describe('parsePluginManifest', () => {
  it('accepts a manifest whose extensions, code references and labels are all in order', () => {
    const value = manifest('alerts', [route('/admin/alerts/*', { module: 'ALERTS', landing: 2 }), menuItem('alerts', '/admin/alerts'), card(0)], {
      labels: { 'menu.label': 'Alerts', 'card.title': 'Threats' },
    });
    expect(parsePluginManifest(value, { pluginId: 'alerts' })).toEqual({ ok: true, manifest: value });
  });

  it('accepts a route that hosts dashboard cards, and refuses one that names a kind the console cannot draw', () => {
    const hosting = manifest('dashboard', [route('/admin/dashboard/dashboard', { hosts: 'console.dashboard/card' })]);
    expect(parsePluginManifest(hosting, { pluginId: 'dashboard' })).toEqual({ ok: true, manifest: hosting });
    const result = parsePluginManifest(manifest('dashboard', [route('/admin/dashboard/dashboard', { hosts: 'console.navigation/item' })]), { pluginId: 'dashboard' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe('plugin "dashboard": extensions[0].properties.hosts: must be one of: console.dashboard/card');
  });

  it('takes a card whose figure is a declared API call, and refuses one with both ways, neither, or a path out of the API root', () => {
    const declared = (count: unknown, more: Record<string, unknown> = {}) => {
      const { loadCount: _code, ...properties } = card(0).properties;
      return manifest('compliance', [{ type: 'console.dashboard/card', properties: { ...properties, ...(count === undefined ? {} : { count }), ...more } }], { labels: { 'card.title': 'Compliance' } });
    };
    const ok = declared({ path: 'compliance/v1/benchmark/getComplianceScore', method: 'POST', json: { benchmarkId: 'ZBP' }, unit: '%' });
    expect(parsePluginManifest(ok, { pluginId: 'compliance' })).toEqual({ ok: true, manifest: ok });
    const message = (value: unknown) => {
      const result = parsePluginManifest(value, { pluginId: 'compliance' });
      return result.ok ? 'accepted' : result.message;
    };
    expect(message(declared({ path: 'x/total' }, { loadCount: { $code: 'plugin.js' } }))).toBe('plugin "compliance": extensions[0].properties.count: a card needs exactly one of "count" and "loadCount"');
    expect(message(declared(undefined))).toBe('plugin "compliance": extensions[0].properties.count: a card needs exactly one of "count" and "loadCount"');
    for (const path of ['/bff/api/x', 'https://evil.test/x', 'alerts/../../bff/logout']) {
      expect(message(declared({ path }))).toBe('plugin "compliance": extensions[0].properties.count.path: must be a path under the console API root, without a leading "/" or ".."');
    }
    expect(message(declared({ path: 'x/total', method: 'DELETE' }))).toBe('plugin "compliance": extensions[0].properties.count.method: must be one of: GET, POST');
  });

  it('names the plugin and the field of a path that does not start with "/"', () => {
    const result = parsePluginManifest(manifest('alerts', [route('/admin/a'), route('/admin/b'), route('admin/alerts')]), { pluginId: 'alerts' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe('plugin "alerts": extensions[2].properties.path: must start with "/"');
  });

  it('says a missing property is required and a present one of the wrong type what it must be', () => {
    const { path: _path, ...withoutPath } = route('/admin/a').properties;
    const result = parsePluginManifest(
      manifest('alerts', [{ type: 'console.page/route', properties: withoutPath }, { type: 'console.page/route', properties: { ...route('/admin/b').properties, module: 7 } }]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe(
        ['plugin "alerts": extensions[0].properties.path: required (must be a string)', 'plugin "alerts": extensions[1].properties.module: must be a string'].join('\n'),
      );
    }
  });

  it('refuses a landing step outside 1 to 21, an unknown type, a code file not in the manifest and a label without its text', () => {
    const result = parsePluginManifest(
      manifest('alerts', [
        route('/admin/a', { landing: 22 }),
        { type: 'console.page/unknown', properties: {} },
        route('/admin/b', { component: { $code: 'chunks/Missing.js' } }),
        menuItem('alerts', '/admin/alerts'),
      ]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe(
        [
          'plugin "alerts": extensions[0].properties.landing: must be 1 to 21',
          'plugin "alerts": extensions[1].type: unknown extension type "console.page/unknown" (known: console.page/route, console.page/standalone, console.navigation/item, console.dashboard/card)',
          'plugin "alerts": extensions[2].properties.component.$code: "chunks/Missing.js" is not one of the manifest\'s files',
          'plugin "alerts": labels: no en-US text for label key "menu.label" (extensions[3])',
        ].join('\n'),
      );
    }
  });

  it('refuses a function where a code reference belongs, an id that is not its import-map id, and bad versions', () => {
    const result = parsePluginManifest(
      { ...manifest('alerts', [route('/admin/a', { component: 'chunks/Page-abc.js' })]), version: 'one', sdk: 'any' },
      { pluginId: 'alarms' },
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((i) => i.path)).toEqual(['id', 'version', 'sdk', 'extensions[0].properties.component']);
      expect(result.message.split('\n')[0]).toBe('plugin "alarms": id: "alerts" does not match its import-map id "alarms"');
    }
  });

  it('refuses a manifest that is not an object with a message naming the missing fields', () => {
    const result = parsePluginManifest({ id: 'alerts', version: '1.0.0' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.path)).toEqual(['sdk', 'files', 'extensions', 'flags', 'actions', 'translations', 'labels']);
  });
});
