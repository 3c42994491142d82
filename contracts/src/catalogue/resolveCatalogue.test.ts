import { describe, expect, it } from 'vitest';
import type { PluginManifest } from './Catalogue.js';
import { resolveCatalogue, type CatalogueEntry } from './resolveCatalogue.js';
import { card, manifest, menuItem, route } from './testManifests.js';

const options = { sdkVersion: '1.0.0', reservedCardPlaces: { '0': 'threats' } };

function entry(id: string, value: unknown, source: CatalogueEntry['source'] = 'deployed', base = `/plugins/${id}`): CatalogueEntry {
  return { specifier: `@palisade-plugins/${id}`, url: `${base}/plugin.js`, manifestUrl: `${base}/manifest.json`, source, manifest: { found: true, value } };
}

const alerts = manifest('alerts', [route('/admin/alerts/*', { module: 'ALERTS' }), menuItem('alerts', '/admin/alerts')], { labels: { 'menu.label': 'Alerts' } });
const thief = (path: string) => manifest('thief', [route(path), route('/admin/thief')]);
const summary = (catalogue: ReturnType<typeof resolveCatalogue>) => ({
  plugins: catalogue.plugins.map((p) => `${p.id}@${p.url}: ${p.extensions.map((e) => e.index).join(',')}`),
  problems: catalogue.problems.map((p) => `${p.kind}: ${p.message}`),
});

describe('resolveCatalogue', () => {
  it('keeps every extension of plugins that claim nothing in common, in import-map order', () => {
    const catalogue = resolveCatalogue([entry('alerts', alerts), entry('thief', thief('/admin/thieves'))], options);
    expect(summary(catalogue)).toEqual({ plugins: ['alerts@/plugins/alerts/plugin.js: 0,1', 'thief@/plugins/thief/plugin.js: 0,1'], problems: [] });
    expect(catalogue.plugins[1]!.extensions[1]).toEqual({ ...route('/admin/thief'), index: 1 });
    expect(catalogue.reservedCardPlaces).toEqual({ '0': 'threats' });
  });

  it.each([
    ['the same path', '/admin/alerts/*', 'Plugin "thief" extensions[0].properties.path: path "/admin/alerts/*" overlaps path "/admin/alerts/*" of plugin "alerts", which keeps it'],
    ['the path under a wildcard', '/admin/alerts', 'Plugin "thief" extensions[0].properties.path: path "/admin/alerts" overlaps path "/admin/alerts/*" of plugin "alerts", which keeps it'],
    ['a wildcard over the path', '/admin/*', 'Plugin "thief" extensions[0].properties.path: path "/admin/*" overlaps path "/admin/alerts/*" of plugin "alerts", which keeps it'],
  ])('refuses a later plugin route on %s, naming both plugins and both paths, and keeps its other routes', (_what, path, message) => {
    const catalogue = resolveCatalogue([entry('alerts', alerts), entry('thief', thief(path))], options);
    expect(summary(catalogue)).toEqual({ plugins: ['alerts@/plugins/alerts/plugin.js: 0,1', 'thief@/plugins/thief/plugin.js: 1'], problems: [`conflict: ${message}`] });
    expect(catalogue.problems[0]).toMatchObject({ pluginId: 'thief', otherPluginId: 'alerts', extensionIndex: 0 });
  });

  it('refuses routes and aliases on the console’s own paths, even from the first deployed plugin, and keeps its other routes', () => {
    const catalogue = resolveCatalogue([entry('thief', manifest('thief', [route('/login'), route('/admin/thief', { aliases: ['/bff/session'] }), route('/admin/thieves')]))], options);
    expect(summary(catalogue)).toEqual({
      plugins: ['thief@/plugins/thief/plugin.js: 2'],
      problems: [
        'conflict: Plugin "thief" extensions[0].properties.path: path "/login" overlaps the console\'s own "/login" (the sign-in page)',
        'conflict: Plugin "thief" extensions[1].properties.aliases[0]: path "/bff/session" overlaps the console\'s own "/bff/*" (the backend for frontend)',
      ],
    });
  });

  it('refuses an alias that overlaps another plugin’s route', () => {
    const catalogue = resolveCatalogue([entry('alerts', alerts), entry('thief', manifest('thief', [route('/admin/thief', { aliases: ['/admin/alerts/x'] })]))], options);
    expect(summary(catalogue).problems).toEqual([
      'conflict: Plugin "thief" extensions[0].properties.aliases[0]: path "/admin/alerts/x" overlaps path "/admin/alerts/*" of plugin "alerts", which keeps it',
    ]);
  });

  it('lets the deployed entry listed first keep a claim, whichever way round they are listed', () => {
    const first = resolveCatalogue([entry('thief', thief('/admin/alerts/*')), entry('alerts', alerts)], options);
    expect(summary(first).problems).toEqual([
      'conflict: Plugin "alerts" extensions[0].properties.path: path "/admin/alerts/*" overlaps path "/admin/alerts/*" of plugin "thief", which keeps it',
    ]);
  });

  it('never lets an override with another id take a deployed plugin’s route or menu id, even when it is listed first', () => {
    const override = manifest('thief', [route('/admin/alerts/*'), menuItem('alerts', '/admin/thief')], { labels: { 'menu.label': 'Thief' } });
    const catalogue = resolveCatalogue([entry('thief', override, 'override', 'http://localhost:9200'), entry('alerts', alerts)], options);
    expect(summary(catalogue)).toEqual({
      plugins: ['alerts@/plugins/alerts/plugin.js: 0,1', 'thief@http://localhost:9200/plugin.js: '],
      problems: [
        'conflict: Plugin "thief" extensions[0].properties.path: path "/admin/alerts/*" overlaps path "/admin/alerts/*" of plugin "alerts", which keeps it',
        'conflict: Plugin "thief" extensions[1].properties.id: menu id "alerts" overlaps menu id "alerts" of plugin "alerts", which keeps it',
      ],
    });
  });

  it('lets an override of a plugin replace it, in its place, with the override’s own routes', () => {
    const mine = manifest('alerts', [route('/admin/alerts/*'), route('/admin/alerts-next')]);
    const catalogue = resolveCatalogue(
      [entry('alerts', alerts), entry('thief', thief('/admin/alerts-next')), entry('alerts', mine, 'override', 'http://localhost:9101')],
      options,
    );
    expect(summary(catalogue)).toEqual({
      plugins: ['alerts@http://localhost:9101/plugin.js: 0,1', 'thief@/plugins/thief/plugin.js: 1'],
      problems: [
        'conflict: Plugin "thief" extensions[0].properties.path: path "/admin/alerts-next" overlaps path "/admin/alerts-next" of plugin "alerts", which keeps it',
      ],
    });
    expect(catalogue.plugins[0]!.source).toBe('override');
  });

  it('refuses a card place the deployment reserves for another plugin, and a place another plugin holds', () => {
    const threats = manifest('threats', [card(0)], { labels: { 'card.title': 'Threats' } });
    const other = manifest('cards', [card(0), card(100)], { labels: { 'card.title': 'Cards' } });
    const late = manifest('late', [card(100)], { labels: { 'card.title': 'Late' } });
    const catalogue = resolveCatalogue([entry('cards', other), entry('threats', threats), entry('late', late)], options);
    expect(summary(catalogue)).toEqual({
      plugins: ['cards@/plugins/cards/plugin.js: 1', 'threats@/plugins/threats/plugin.js: 0', 'late@/plugins/late/plugin.js: '],
      problems: [
        'conflict: Plugin "cards" extensions[0].properties.appId: dashboard card place 0 is reserved for plugin "threats"',
        'conflict: Plugin "late" extensions[0].properties.appId: dashboard card place "100" overlaps dashboard card place "100" of plugin "cards", which keeps it',
      ],
    });
  });

  it('refuses a plugin whose SDK range excludes the console’s SDK, whose manifest is invalid, or has none', () => {
    const old: PluginManifest = { ...manifest('old', [route('/admin/old')]), sdk: '^2.0.0' };
    const missing: CatalogueEntry = { ...entry('gone', null), manifest: { found: false, kind: 'not-found', reason: 'answered 404' } };
    const catalogue = resolveCatalogue([entry('old', old), entry('bad', { id: 'bad' }), missing, entry('alerts', alerts)], options);
    expect(summary(catalogue)).toEqual({
      plugins: ['alerts@/plugins/alerts/plugin.js: 0,1'],
      problems: [
        'incompatible-sdk: Plugin "old" needs SDK ^2.0.0, but the console runs SDK 1.0.0',
        'invalid-manifest: Invalid manifest /plugins/bad/manifest.json:\n' +
          ['version', 'sdk', 'files', 'extensions', 'flags', 'actions', 'translations', 'labels']
            .map((field) => `plugin "bad": ${field}: required (${field === 'version' || field === 'sdk' ? 'must be a string' : ['extensions', 'flags', 'actions'].includes(field) ? 'must be an array' : 'must be a record'})`)
            .join('\n'),
        'not-found: Plugin "gone": manifest /plugins/gone/manifest.json answered 404',
      ],
    });
  });
});
