import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBuiltConsole } from './bundleCheck.js';
import { SHARED_MODULES } from './sharedModules.js';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function builtConsole(files: Record<string, string>, omit: string[] = []): string {
  dist = mkdtempSync(join(tmpdir(), 'palisade-dist-'));
  const imports: Record<string, string> = {};
  const scope: Record<string, string> = {};
  for (const m of SHARED_MODULES) {
    if (omit.includes(m.specifier)) continue;
    const url = `/shared/${m.specifier.replace(/\W/g, '-')}.js`;
    (m.hostOnly ? scope : imports)[m.specifier] = url;
    files[url.slice(1)] = 'System.register([],function(){return{execute:function(){}}})';
  }
  files['import-map.json'] = JSON.stringify({ imports, scopes: { '/root-config/': scope } });
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
  return dist;
}

describe('checkBuiltConsole', () => {
  it('passes a console whose plugins take React from the import map', () => {
    const dir = builtConsole({ 'plugins/a/plugin.js': 'System.register(["react"],function(){})' });
    expect(checkBuiltConsole(dir)).toEqual([]);
  });

  it('names a plugin chunk that carries React', () => {
    const dir = builtConsole({ 'plugins/a/chunks/Page-x.js': 'var e=Symbol.for("react.transitional.element")' });
    expect(checkBuiltConsole(dir)).toEqual([expect.stringMatching(/^plugins\/a\/chunks\/Page-x\.js contains React's code/)]);
  });

  it('names a shared module the import map does not map', () => {
    const dir = builtConsole({}, ['jotai/react']);
    expect(checkBuiltConsole(dir)).toEqual(['import-map.json does not map shared module "jotai/react"']);
  });
});

/** A bundled file whose source map lists `sources` (paths as rollup writes them, relative to the file). */
function bundled(code: string, sources: string[]): Record<string, string> {
  return { code, map: JSON.stringify({ version: 3, sources, mappings: '' }) };
}

function withMaps(files: Record<string, Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).flatMap(([name, { code = '', map }]) => (map === undefined ? [[name, code]] : [[name, code], [`${name}.map`, map]])),
  );
}

describe('checkBuiltConsole: a library bundled twice', () => {
  const zodCore = '../../../../node_modules/zod/v4/core/core.js';

  it('names the library and both bundles when a plugin and the root config each carry zod', () => {
    const dir = builtConsole(
      withMaps({
        'plugins/admin/chunks/Users-a1.js': bundled('System.register([],function(){})', [zodCore, '../../src/Users.tsx']),
        'root-config/chunks/Reset-b2.js': bundled('System.register([],function(){})', ['../../../node_modules/zod/v4/core/core.js']),
      }),
    );
    expect(checkBuiltConsole(dir)).toEqual([
      '"zod" is bundled into 2 bundles: plugins/admin (plugins/admin/chunks/Users-a1.js), root-config (root-config/chunks/Reset-b2.js). ' +
        'Share it through the import map (SHARED_MODULES in sdk/build/sharedModules.ts) or bundle it in one place only.',
    ]);
  });

  it('names a plugin that bundles a copy of a library the shared modules already carry', () => {
    const dir = builtConsole(
      withMaps({
        'shared/lib-c3.js': bundled('System.register([],function(){})', ['../../node_modules/ipaddr.js/lib/ipaddr.js']),
        'plugins/net/plugin.js': bundled('System.register([],function(){})', ['../../../node_modules/ipaddr.js/lib/ipaddr.js']),
      }),
    );
    expect(checkBuiltConsole(dir)).toEqual([
      '"ipaddr.js" is bundled into 2 bundles: plugins/net (plugins/net/plugin.js), shared/lib-c3.js (shared/lib-c3.js). ' +
        'Share it through the import map (SHARED_MODULES in sdk/build/sharedModules.ts) or bundle it in one place only.',
    ]);
  });

  it('passes modules built together that import one common chunk, and different files of one package', () => {
    const dir = builtConsole(
      withMaps({
        'shared/zod-d4.js': bundled('System.register(["./zod-chunks/core-e5.js"],function(){})', ['../../node_modules/zod/v4/classic/schemas.js']),
        'shared/zod-mini-f6.js': bundled('System.register(["./zod-chunks/core-e5.js"],function(){})', ['../../node_modules/zod/v4/mini/schemas.js']),
        'shared/zod-chunks/core-e5.js': bundled('System.register([],function(){})', ['../../../node_modules/zod/v4/core/core.js']),
        'shared/react-g7.js': bundled('System.register([],function(){})', ['../../node_modules/react/cjs/react.production.js']),
        'shared/react-jsx-runtime-h8.js': bundled('System.register([],function(){})', ['../../node_modules/react/cjs/react-jsx-runtime.production.js']),
        'plugins/a/plugin.js': bundled('System.register([],function(e){return{execute:function(){e("l",function(){return module.import("./chunks/Page-i9.js")})}}})', []),
        'plugins/a/chunks/Page-i9.js': bundled('System.register([],function(){})', ['../../../../node_modules/date-fns/format.js']),
      }),
    );
    expect(checkBuiltConsole(dir)).toEqual([]);
  });
});
