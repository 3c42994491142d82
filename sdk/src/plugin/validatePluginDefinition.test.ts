import { describe, expect, it } from 'vitest';
import { validatePluginDefinition } from './validatePluginDefinition';

const Page = async () => ({ default: () => null });

function plugin(overrides: Record<string, unknown> = {}) {
  return {
    id: 'acme-cost',
    version: '1.2.0',
    sdk: '^1.0.0',
    extensions: [
      { type: 'console.page/route', properties: { path: '/admin/acme-cost', module: 'ANALYTICS', component: Page } },
      {
        type: 'console.navigation/item',
        properties: { id: 'acme-cost', labelKey: 'menu', section: 'main', order: 90, href: '/admin/acme-cost' },
      },
      {
        type: 'console.dashboard/card',
        properties: { appId: 100, titleKey: 'card', module: 'CLOUD_ASSETS', href: '/admin/acme-cost', loadCount: async () => ({ value: 1 }) },
      },
    ],
    ...overrides,
  };
}

function issuesOf(value: unknown, expectedId = 'acme-cost', sdkVersion?: string) {
  const result = validatePluginDefinition(value, { expectedId, sdkVersion });
  if (result.ok) throw new Error('expected a rejection');
  return result.error;
}

describe('validatePluginDefinition', () => {
  it('accepts a valid definition and returns it unchanged, functions included', () => {
    const value = plugin();
    const result = validatePluginDefinition(value, { expectedId: 'acme-cost' });
    expect(result).toEqual({ ok: true, plugin: value });
    expect(result.ok && result.plugin.extensions[0]).toBe(value.extensions[0]);
  });

  it.each([
    ['Acme', 'id'],
    ['a', 'id'],
    ['1acme', 'id'],
  ])('rejects the bad id %s', (id, path) => {
    const error = issuesOf(plugin({ id }), 'acme-cost');
    expect(error.issues.map((i) => i.path)).toContain(path);
    expect(error.message).toMatch(/^Plugin "acme-cost"/);
  });

  it('rejects an id that differs from the import-map id, naming both', () => {
    const error = issuesOf(plugin(), 'acme');
    expect(error.pluginId).toBe('acme');
    expect(error.issues).toEqual([{ path: 'id', message: '"acme-cost" does not match its import-map id "acme"' }]);
  });

  it('rejects a version that is not semver', () => {
    expect(issuesOf(plugin({ version: '1.2' })).issues).toEqual([{ path: 'version', message: '"1.2" is not a semver version' }]);
  });

  it('rejects an SDK range the console does not satisfy, and one that is not a range', () => {
    const error = issuesOf(plugin({ sdk: '^2.0.0' }));
    expect(error.issues).toEqual([{ path: 'sdk', message: 'needs SDK ^2.0.0, but the console runs SDK 1.0.0' }]);
    expect(error.message).toContain('sdk: needs SDK ^2.0.0');
    expect(issuesOf(plugin({ sdk: 'latest' })).issues[0]?.path).toBe('sdk');
    expect(validatePluginDefinition(plugin({ sdk: '^2.0.0' }), { expectedId: 'acme-cost', sdkVersion: '2.1.0' }).ok).toBe(true);
  });

  it('rejects an unknown extension type, naming it', () => {
    const value = plugin();
    value.extensions.push({ type: 'console.sidebar/widget', properties: {} } as never);
    const error = issuesOf(value);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.path).toBe('extensions[3].type');
    expect(error.issues[0]?.message).toContain('unknown extension type "console.sidebar/widget"');
  });

  it('checks per-type properties with their paths', () => {
    const value = plugin();
    Object.assign(value.extensions[0]!.properties, { path: 'admin/x', component: 'not a function' });
    Object.assign(value.extensions[2]!.properties, { appId: -1.5 });
    const paths = issuesOf(value).issues.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'extensions[0].properties.path',
        'extensions[0].properties.component',
        'extensions[2].properties.appId',
      ]),
    );
    expect(issuesOf(value).message).toContain('extensions[0].properties.path: must start with "/"');
  });

  it('rejects duplicate route paths and menu ids within the plugin', () => {
    const value = plugin();
    value.extensions.push(
      { type: 'console.page/route', properties: { path: '/admin/x', aliases: ['/admin/acme-cost'], component: Page } } as never,
      {
        type: 'console.navigation/item',
        properties: { id: 'acme-cost', labelKey: 'again', section: 'main', order: 1, href: '/admin/x' },
      } as never,
    );
    const { issues } = issuesOf(value);
    expect(issues).toEqual([
      { path: 'extensions[3].properties.aliases[0]', message: 'duplicate route path "/admin/acme-cost" (also at extensions[0].properties.path)' },
      { path: 'extensions[4].properties.id', message: 'duplicate menu id "acme-cost" (also at extensions[1].properties.id)' },
    ]);
  });

  it('rejects a standalone page on a route’s path and a second card in the same place', () => {
    const value = plugin();
    value.extensions.push(
      { type: 'console.page/standalone', properties: { path: '/admin/acme-cost', component: Page } } as never,
      {
        type: 'console.dashboard/card',
        properties: { appId: 100, titleKey: 'card2', module: 'CLOUD_ASSETS', href: '/admin/acme-cost', loadCount: async () => ({ value: 2 }) },
      } as never,
    );
    expect(issuesOf(value).issues).toEqual([
      { path: 'extensions[3].properties.path', message: 'duplicate route path "/admin/acme-cost" (also at extensions[0].properties.path)' },
      { path: 'extensions[4].properties.appId', message: 'duplicate card place "100" (also at extensions[2].properties.appId)' },
    ]);
  });

  it('rejects what is not a definition at all, naming the expected plugin', () => {
    const error = issuesOf(undefined, 'broken');
    expect(error.name).toBe('PluginDefinitionError');
    expect(error.message).toMatch(/^Plugin "broken" has an invalid definition/);
    const missing = issuesOf({ id: 'broken' }, 'broken').issues.map((i) => i.path);
    expect(missing).toEqual(expect.arrayContaining(['version', 'sdk', 'extensions']));
  });
});
