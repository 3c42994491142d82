import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup, type OutputAsset, type OutputChunk } from 'rollup';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginConfig } from './pluginConfig.js';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dirs: string[] = [];

/** A throwaway plugin package inside the repository, so node_modules resolve as for a real plugin. */
function pluginPackage(files: Record<string, string>): string {
  mkdirSync(join(REPO, '.tmp'), { recursive: true });
  const root = mkdtempSync(join(REPO, '.tmp', 'plugin-'));
  dirs.push(root);
  const all = { 'package.json': JSON.stringify({ name: '@acme/cost-plugin', version: '2.0.0', palisade: { id: 'acme-cost' } }), ...files };
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  return root;
}

async function build(root: string): Promise<Array<OutputChunk | OutputAsset>> {
  const config = pluginConfig({ root });
  const bundle = await rollup({ ...config, onwarn: () => {} });
  const outputOptions = Array.isArray(config.output) ? config.output[0] : config.output;
  const { output } = await bundle.generate(outputOptions ?? {});
  await bundle.close();
  return output;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('pluginConfig', () => {
  it('builds plugin.js in System format with shared modules external, hashed chunks and extracted CSS', async () => {
    const root = pluginPackage({
      'src/plugin.ts': `import { definePlugin } from '@palisade/sdk';
        export default definePlugin({ id: 'acme-cost', version: '2.0.0', sdk: '^1.0.0', extensions: [],
          translations: { 'en-US': () => import('./en-US.json') }, page: () => import('./Page') });`,
      'src/Page.tsx': `import './page.css'; import { useState } from 'react'; export default function Page() { const [n] = useState(1); return <p>{n}</p>; }`,
      'src/page.css': '.cost { color: red; }',
      'src/en-US.json': '{"title": "Cost"}',
    });
    const output = await build(root);
    const entry = output.find((o): o is OutputChunk => o.type === 'chunk' && o.isEntry);
    expect(entry?.fileName).toBe('plugin.js');
    expect(entry?.code).toMatch(/^System\.register\(\["@palisade\/sdk"\]/);
    expect(entry?.exports).toEqual(expect.arrayContaining(['default', '__palisadeCss']));
    const css = output.find((o): o is OutputAsset => o.type === 'asset' && o.fileName.endsWith('.css'));
    expect(css?.fileName).toMatch(/^plugin-[\w-]{8}\.css$/);
    expect(String(css?.source)).toContain('.cost');
    expect(entry?.code).toContain(`["./${css?.fileName ?? ''}"].map(`);
    const page = output.find((o): o is OutputChunk => o.type === 'chunk' && o.name === 'Page');
    expect(page?.fileName).toMatch(/^chunks\/Page-[\w-]{8}\.js$/);
    expect(page?.imports).toContain('react/jsx-runtime');
    expect(page?.code).not.toContain('react.transitional.element');
  });

  it('fills in the CSS list when the entry and a lazy page import the same module', async () => {
    const root = pluginPackage({
      'src/plugin.ts': `import { definePlugin } from '@palisade/sdk'; import { label } from './label';
        export default definePlugin({ id: 'acme-cost', version: '2.0.0', sdk: '^1.0.0', extensions: [], name: label,
          page: () => import('./Page') });`,
      'src/label.ts': `export const label = 'Cost';`,
      'src/Page.tsx': `import './page.css'; import { label } from './label'; export default function Page() { return <p>{label}</p>; }`,
      'src/page.css': '.cost { color: red; }',
    });
    const output = await build(root);
    const chunks = output.filter((o): o is OutputChunk => o.type === 'chunk');
    const css = output.find((o): o is OutputAsset => o.type === 'asset' && o.fileName.endsWith('.css'));
    expect(chunks.some((c) => c.code.includes('__PALISADE_CSS_URLS__'))).toBe(false);
    const holder = chunks.find((c) => c.code.includes(`${css?.fileName ?? '?'}"].map(`));
    expect(holder).toBeDefined();
    const entry = chunks.find((c) => c.isEntry);
    expect(entry?.exports).toContain('__palisadeCss');
  });

  it('lists no CSS when the plugin imports none', async () => {
    const root = pluginPackage({ 'src/plugin.ts': `export default { id: 'acme-cost' };` });
    const entry = (await build(root)).find((o): o is OutputChunk => o.type === 'chunk' && o.isEntry);
    expect(entry?.code).toContain('[].map(');
    expect(entry?.code).toMatch(/\.meta\.url/);
  });

  it.each([
    ['react-dom/server', `import { renderToString } from 'react-dom/server'; export default renderToString;`],
    ['react/cjs/react.production.js', `import r from 'react/cjs/react.production.js'; export default r;`],
    ['@palisade/sdk/host', `import { SDK_VERSION } from '@palisade/sdk/host'; export default SDK_VERSION;`],
  ])('fails the build naming the plugin when it imports %s', async (specifier, source) => {
    const root = pluginPackage({ 'src/plugin.ts': source });
    await expect(build(root)).rejects.toThrow(new RegExp(`Plugin "acme-cost" imports "${specifier.replace(/[/.]/g, '\\$&')}"`));
  });

  it('fails the build when a dependency resolves into a shared package by a relative path', async () => {
    const root = pluginPackage({
      'src/plugin.ts': `import x from '../../../node_modules/scheduler/index.js'; export default x;`,
    });
    await expect(build(root)).rejects.toThrow(/Plugin "acme-cost" would bundle ".*scheduler.*" from the shared package "scheduler"/);
  });

  it('rejects a package whose id is not a plugin id', () => {
    const root = pluginPackage({ 'package.json': JSON.stringify({ name: 'Acme_Cost' }), 'src/plugin.ts': '' });
    expect(() => pluginConfig({ root })).toThrow(/plugin id "Acme_Cost"/);
  });
});

describe('pluginConfig shared bindings', () => {
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('fails the build naming the plugin and the name when a shared module does not export it', async () => {
    const root = pluginPackage({
      'src/plugin.ts': `import { createBrowserRouter, Link } from 'react-router'; import { useState } from 'react'; export default [createBrowserRouter, Link, useState];`,
    });
    await expect(build(root)).rejects.toThrow(/Plugin "acme-cost" imports \{ createBrowserRouter \} from "react-router".*does not export/);
  });

  it('accepts names the shared builds export', async () => {
    const root = pluginPackage({
      'src/plugin.ts': `import { Link, useNavigate } from 'react-router'; import { useState } from 'react'; import { atom } from 'jotai'; export default [Link, useNavigate, useState, atom];`,
    });
    await expect(build(root)).resolves.toBeDefined();
  });
});
