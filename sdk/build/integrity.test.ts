import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OutputBundle, PluginContext } from 'rollup';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginIntegrity, scriptIntegrity } from './integrity.js';
import { pluginManifestPlugin } from './pluginManifest.js';

const dirs: string[] = [];
function served(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'palisade-integrity-'));
  dirs.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The SRI value written out by hand: sha384 of the text, base64. */
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/**
 * Runs the manifest plugin's writeBundle as rollup would after writing these
 * files. There is no definition to evaluate (unchecked, as for a fixture
 * broken on purpose), so the manifest holds the files' hashes only.
 */
async function writeManifest(dir: string, names: string[]): Promise<void> {
  const plugin = pluginManifestPlugin({ id: 'acme-cost', version: '2.0.0', dir, input: join(dir, 'no-source.ts'), check: false });
  const bundle = Object.fromEntries(names.map((name) => [name, { fileName: name }])) as unknown as OutputBundle;
  await (plugin.writeBundle as (this: PluginContext, options: object, bundle: OutputBundle) => Promise<void>).call({} as PluginContext, {}, bundle);
}

describe('plugin manifest and import-map integrity', () => {
  it('writes every script and stylesheet of the build with its sha384, and the import map takes them from it', async () => {
    const root = served({
      'plugins/acme-cost/plugin.js': 'System.register([], entry)',
      'plugins/acme-cost/chunks/Page-x1.js': 'System.register([], page)',
      'plugins/acme-cost/plugin-x2.css': '.cost{}',
      'plugins/acme-cost/plugin.js.map': '{}',
    });
    const dir = join(root, 'plugins', 'acme-cost');
    await writeManifest(dir, ['plugin.js', 'chunks/Page-x1.js', 'plugin-x2.css', 'plugin.js.map']);

    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toEqual({
      id: 'acme-cost',
      version: '2.0.0',
      files: {
        'chunks/Page-x1.js': sha384('System.register([], page)'),
        'plugin-x2.css': sha384('.cost{}'),
        'plugin.js': sha384('System.register([], entry)'),
      },
    });
    expect(pluginIntegrity(root, '/plugins/acme-cost/plugin.js')).toEqual({
      '/plugins/acme-cost/chunks/Page-x1.js': sha384('System.register([], page)'),
      '/plugins/acme-cost/plugin-x2.css': sha384('.cost{}'),
      '/plugins/acme-cost/plugin.js': sha384('System.register([], entry)'),
    });
  });

  it('fails the build when a plugin has no manifest or a file no longer matches it', async () => {
    const root = served({ 'plugins/a/plugin.js': 'a', 'plugins/b/plugin.js': 'b', 'plugins/b/chunks/c.js': 'c' });
    expect(() => pluginIntegrity(root, '/plugins/a/plugin.js')).toThrow(
      'plugins/a/manifest.json: missing: the plugin at /plugins/a/plugin.js was not built with the SDK\'s preset',
    );
    await writeManifest(join(root, 'plugins', 'b'), ['plugin.js', 'chunks/c.js']);
    writeFileSync(join(root, 'plugins', 'b', 'chunks', 'c.js'), 'changed');
    expect(() => pluginIntegrity(root, '/plugins/b/plugin.js')).toThrow('plugins/b/manifest.json: chunks/c.js does not match its hash');
  });

  it('hashes every script of the shared modules and root config by URL', () => {
    const root = served({ 'shared/react-A1.js': 'react', 'shared/sdk-chunks/x-B2.js': 'x', 'shared/react-A1.js.map': '{}', 'root-config/root-C3.js': 'root' });
    expect(scriptIntegrity(root, ['shared', 'root-config'])).toEqual({
      '/shared/react-A1.js': sha384('react'),
      '/shared/sdk-chunks/x-B2.js': sha384('x'),
      '/root-config/root-C3.js': sha384('root'),
    });
  });
});
