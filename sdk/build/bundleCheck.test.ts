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
