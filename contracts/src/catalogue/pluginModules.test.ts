import { describe, expect, it } from 'vitest';
import { extensionVisibility } from './kinds/extensionKinds.js';
import { parsePluginManifest } from './parsePluginManifest.js';
import { resolveCatalogue, type CatalogueEntry } from './resolveCatalogue.js';
import { card, manifest, route } from './testManifests.js';

const inventory = { id: 'acme.inventory', name: 'Acme inventory', description: 'The inventory page and card' };
const entry = (id: string, value: unknown): CatalogueEntry => ({
  specifier: `@palisade-plugins/${id}`, url: `/plugins/${id}/plugin.js`, manifestUrl: `/plugins/${id}/manifest.json`, source: 'deployed', manifest: { found: true, value },
});
const messageOf = (value: unknown, pluginId: string) => {
  const result = parsePluginManifest(value, { pluginId });
  return result.ok ? 'ok' : result.message;
};

describe("a plugin's own module ids in its manifest", () => {
  it('accepts namespaced ids with a name and a description, and manifests that declare none', () => {
    const value = manifest('acme-inventory', [route('/admin/acme-inventory', { module: 'acme.inventory' })], { modules: [inventory] });
    expect(parsePluginManifest(value, { pluginId: 'acme-inventory' })).toEqual({ ok: true, manifest: value });
    expect(messageOf(manifest('plain', []), 'plain')).toBe('ok');
  });

  it('refuses a built-in id, an id without a namespace, a duplicate and a module without its name, naming plugin and field', () => {
    const modules = [
      { ...inventory, id: 'ALERTS' },
      { ...inventory, id: 'inventory' },
      inventory,
      inventory,
      { id: 'acme.reports', description: 'Reports' },
    ];
    expect(messageOf(manifest('acme-inventory', [], { modules: modules as never }), 'acme-inventory')).toBe(
      'plugin "acme-inventory": modules[4].name: required (must be a string)',
    );
    expect(messageOf(manifest('acme-inventory', [], { modules: modules.slice(0, 4) as never }), 'acme-inventory')).toBe([
      'plugin "acme-inventory": modules[0].id: "ALERTS" is a built-in module id; expected a namespaced id "<namespace>.<name>" in lower case (a-z, 0-9, -), e.g. "acme.inventory"',
      'plugin "acme-inventory": modules[1].id: "inventory" must be a namespaced id "<namespace>.<name>" in lower case (a-z, 0-9, -), e.g. "acme.inventory"',
      'plugin "acme-inventory": modules[3].id: "acme.inventory" is declared twice',
    ].join('\n'));
  });

  it("refuses a plugin that declares a module in another plugin's namespace, naming both plugins; the first keeps it", () => {
    const owner = manifest('acme-inventory', [], { modules: [inventory] });
    const intruder = manifest('intruder', [route('/admin/intruder')], { modules: [{ ...inventory, id: 'acme.billing' }] });
    const catalogue = resolveCatalogue([entry('acme-inventory', owner), entry('intruder', intruder)], { sdkVersion: '1.0.0', reservedCardPlaces: {} });
    expect(catalogue.plugins.map((p) => p.id)).toEqual(['acme-inventory']);
    expect(catalogue.problems).toEqual([{
      kind: 'conflict', pluginId: 'intruder', specifier: '@palisade-plugins/intruder', url: '/plugins/intruder/plugin.js', otherPluginId: 'acme-inventory',
      message: 'Plugin "intruder" modules[0].id: module namespace "acme" of "acme.billing" belongs to plugin "acme-inventory", which keeps it',
    }]);
  });

  it("gates a card on a plugin's own module as is, and a card on a built-in id as a DASHBOARD sub-app", () => {
    const own = { ...card(100), properties: { ...card(100).properties, module: 'acme.inventory' } };
    expect(extensionVisibility(own as never)).toEqual([{ kind: 'module', module: 'acme.inventory', grant: 'acme.inventory' }]);
    expect(extensionVisibility(card(0) as never)).toEqual([{ kind: 'module', module: 'THREATS', grant: 'DASHBOARD/THREATS' }]);
  });
});
