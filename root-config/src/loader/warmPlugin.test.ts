// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cataloguePlugin, pluginUrl, routeOf } from '../testing/testCatalogue';
import { filesToWarm, warmPlugin } from './warmPlugin';
import type { SystemLike } from './systemLike';

const alerts = cataloguePlugin('alerts', [routeOf('/admin/alerts')], {
  files: {
    'plugin.js': 'sha384-entry',
    'chunks/Page.js': 'sha384-page',
    'chunks/Other.js': 'sha384-other',
    'chunks/en-US.js': 'sha384-en',
    'chunks/de-DE.js': 'sha384-de',
    'plugin-1.css': 'sha384-css',
  },
  translations: { 'en-US': 'chunks/en-US.js', 'de-DE': 'chunks/de-DE.js' },
});

const systemWith = (integrity: Record<string, string>): SystemLike => ({
  import: () => Promise.resolve({}),
  delete: () => true,
  entries: () => [],
  getImportMap: () => ({ integrity }),
});

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="preload"]')].map((l) => ({
    href: l.getAttribute('href'),
    as: l.getAttribute('as'),
    integrity: l.getAttribute('integrity'),
    crossorigin: l.getAttribute('crossorigin'),
  }));

describe('filesToWarm', () => {
  it('names the translations of the language and the default one, the stylesheets and the code asked for, nothing else', () => {
    expect(filesToWarm(alerts, 'de-AT', ['chunks/Page.js'])).toEqual(['chunks/de-DE.js', 'chunks/en-US.js', 'plugin-1.css', 'chunks/Page.js']);
    expect(filesToWarm(alerts, 'en-US')).toEqual(['chunks/en-US.js', 'plugin-1.css']);
  });

  it('ignores code that is not one of the manifest files', () => {
    expect(filesToWarm(alerts, 'en-US', ['../../shared/react.js'])).toEqual(['chunks/en-US.js', 'plugin-1.css']);
  });
});

describe('warmPlugin', () => {
  it('adds one preload per file with the import map hash, once however often it is asked', () => {
    const doc = document.implementation.createHTMLDocument('console');
    const base = pluginUrl('alerts').replace('plugin.js', '');
    const system = systemWith({ [`${base}chunks/Page.js`]: 'sha384-page', [`${base}chunks/en-US.js`]: 'sha384-en' });
    warmPlugin(alerts, pluginUrl('alerts'), { system, locale: 'en-US', doc });
    warmPlugin(alerts, pluginUrl('alerts'), { system, locale: 'en-US', code: ['chunks/Page.js'], doc });
    // The test document's origin is not the plugin's: scripts go with CORS, a sheet without a hash does not.
    expect(preloads(doc)).toEqual([
      { href: `${base}chunks/en-US.js`, as: 'script', integrity: 'sha384-en', crossorigin: 'anonymous' },
      { href: `${base}plugin-1.css`, as: 'style', integrity: null, crossorigin: null },
      { href: `${base}chunks/Page.js`, as: 'script', integrity: 'sha384-page', crossorigin: 'anonymous' },
    ]);
  });
});
