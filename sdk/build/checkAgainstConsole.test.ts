import { describe, expect, it } from 'vitest';
import { card, manifest, menuItem, route } from '../../contracts/src/catalogue/testManifests.js';
import { checkAgainstConsole, type ConsoleFacts } from './checkAgainstConsole.js';
import { defaultConsoleFacts } from './consoleFacts.js';

const labels = { 'menu.label': 'Inventory', 'card.title': 'Items' };
const alerts = manifest('alerts', [route('/admin/alerts/*'), menuItem('alerts', '/admin/alerts')], { labels });
const deployed: ConsoleFacts = {
  sdkVersion: '1.4.0',
  plugins: [{ id: 'alerts', manifest: alerts }],
  reservedCardPlaces: { '0': 'threats', '3': 'iac' },
  source: 'https://console.example/catalogue.json',
};
const problemsOf = (value: unknown, facts: ConsoleFacts = deployed) => {
  const result = checkAgainstConsole(value, 'acme-inventory', facts);
  return result.ok ? [] : result.problems;
};

describe('the console checks a plugin build applies', () => {
  it('passes a plugin that keeps to its own paths, menu id and a card place of 100+', () => {
    const inventory = manifest('acme-inventory', [route('/admin/acme-inventory'), menuItem('acme-inventory', '/admin/acme-inventory'), card(100)], { labels });
    expect(checkAgainstConsole(inventory, 'acme-inventory', deployed)).toEqual({ ok: true });
  });

  it('names the plugin and the field of a missing required property, and says it is required', () => {
    const { sdk: _sdk, ...withoutSdk } = manifest('acme-inventory', [route('/admin/acme-inventory')]);
    expect(problemsOf(withoutSdk)).toEqual(['plugin "acme-inventory": sdk: required (must be a string)']);
  });

  it('refuses an SDK range the console does not satisfy, naming the range, the console SDK and what would do', () => {
    const needsTwo = manifest('acme-inventory', [route('/admin/acme-inventory')], { sdk: '^2.0.0' });
    expect(problemsOf(needsTwo)).toEqual([
      'plugin "acme-inventory": sdk: "^2.0.0" excludes the console\'s SDK 1.4.0 (from https://console.example/catalogue.json); expected a range that includes it, e.g. "^1.0.0"',
    ]);
  });

  it("refuses a path another plugin of the console holds, naming both plugins and both paths", () => {
    const clash = manifest('acme-inventory', [route('/admin/alerts/inventory')]);
    expect(problemsOf(clash)).toEqual([
      'Plugin "acme-inventory" extensions[0].properties.path: path "/admin/alerts/inventory" overlaps path "/admin/alerts/*" of plugin "alerts", which keeps it; expected a path of the plugin\'s own, e.g. "/admin/acme-inventory"',
    ]);
  });

  it("refuses the console's own routes even with no console named", () => {
    const login = manifest('acme-inventory', [route('/login'), route('/api/inventory/*')]);
    expect(problemsOf(login, defaultConsoleFacts('1.0.0'))).toEqual([
      'Plugin "acme-inventory" extensions[0].properties.path: path "/login" overlaps the console\'s own "/login" (the sign-in page); expected a path of the plugin\'s own, e.g. "/admin/acme-inventory"',
      'Plugin "acme-inventory" extensions[1].properties.path: path "/api/inventory/*" overlaps the console\'s own "/api/*" (the API); expected a path of the plugin\'s own, e.g. "/admin/acme-inventory"',
    ]);
  });

  it('refuses a card place reserved for a built-in card and a menu id another plugin holds', () => {
    const taken = manifest('acme-inventory', [menuItem('alerts', '/admin/acme-inventory'), card(3)], { labels });
    expect(problemsOf(taken)).toEqual([
      'Plugin "acme-inventory" extensions[0].properties.id: menu id "alerts" overlaps menu id "alerts" of plugin "alerts", which keeps it; expected a menu id of the plugin\'s own, e.g. "acme-inventory"',
      'Plugin "acme-inventory" extensions[1].properties.appId: dashboard card place 3 is reserved for plugin "iac"; expected a card place no other plugin holds, 100 or above',
    ]);
  });

  it('lets a new version of a deployed plugin keep what its deployed version holds', () => {
    const nextAlerts = checkAgainstConsole({ ...alerts, version: '1.1.0' }, 'alerts', deployed);
    expect(nextAlerts).toEqual({ ok: true });
  });

  it("refuses a built-in module id and another plugin's module namespace, naming the plugin and the field", () => {
    const module = (id: string) => ({ id, name: 'Inventory', description: 'The inventory page' });
    const owner = manifest('acme-cost', [route('/admin/acme-cost')], { modules: [module('acme.cost')] });
    const facts: ConsoleFacts = { ...deployed, plugins: [...deployed.plugins, { id: 'acme-cost', manifest: owner }] };
    expect(problemsOf(manifest('acme-inventory', [route('/admin/acme-inventory')], { modules: [module('acme.inventory')] }), facts)).toEqual([
      'Plugin "acme-inventory" modules[0].id: module namespace "acme" of "acme.inventory" belongs to plugin "acme-cost", which keeps it; expected a module namespace no other plugin of the console declares',
    ]);
    expect(problemsOf(manifest('acme-inventory', [route('/admin/acme-inventory')], { modules: [module('CLOUD_ASSETS')] }), facts)).toEqual([
      'plugin "acme-inventory": modules[0].id: "CLOUD_ASSETS" is a built-in module id; expected a namespaced id "<namespace>.<name>" in lower case (a-z, 0-9, -), e.g. "acme.inventory"',
    ]);
    expect(problemsOf(manifest('acme-inventory', [route('/admin/acme-inventory')], { modules: [module('inventory.items')] }), facts)).toEqual([]);
  });
});
