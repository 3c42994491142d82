import { describe, expect, it } from 'vitest';
import { parsePluginManifest } from '../parsePluginManifest.js';
import { manifest, menuItem, route } from '../testManifests.js';
import { extensionVisibility } from './extensionKinds.js';

const messageOf = (value: unknown) => {
  const result = parsePluginManifest(value, { pluginId: 'alerts' });
  return result.ok ? 'ok' : result.message;
};
const item = (more: Record<string, unknown>) => {
  const base = menuItem('alerts', '/admin/alerts');
  return { ...base, properties: { ...base.properties, ...more } };
};

describe('anyModule: a route or menu item any one of several grants shows', () => {
  it('is accepted on a route and a menu item, and asks for any one of its grants', () => {
    const page = route('/admin/alerts/*', { anyModule: ['ALERTS', 'DASHBOARD/IAC_ALERTS'] });
    const entry = item({ anyModule: ['ALERTS', 'DASHBOARD/IAC_ALERTS'] });
    expect(messageOf(manifest('alerts', [page, entry], { labels: { 'menu.label': 'Alerts' } }))).toBe('ok');
    const anyOf = { kind: 'any-module', modules: ['ALERTS', 'DASHBOARD/IAC_ALERTS'], grants: ['ALERTS', 'DASHBOARD/IAC_ALERTS'] };
    expect(extensionVisibility(page)).toEqual([anyOf]);
    expect(extensionVisibility(entry)).toEqual([anyOf]);
  });

  it('refuses one given with module, an empty list and a module named twice, naming the field', () => {
    expect(messageOf(manifest('alerts', [route('/admin/alerts/*', { module: 'ALERTS', anyModule: ['ALERTS'] })]))).toBe(
      'plugin "alerts": extensions[0].properties.anyModule: give either "module" or "anyModule", not both',
    );
    expect(messageOf(manifest('alerts', [item({ anyModule: [] })]))).toBe('plugin "alerts": extensions[0].properties.anyModule: must name at least one module');
    expect(messageOf(manifest('alerts', [route('/admin/alerts/*', { anyModule: ['ALERTS', 'ALERTS'] })]))).toBe(
      'plugin "alerts": extensions[0].properties.anyModule: must not name a module twice',
    );
  });
});
