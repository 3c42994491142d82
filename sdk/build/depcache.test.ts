import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { depcache, systemDependencies } from './depcache.js';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('depcache', () => {
  it('reads the dependency list of System.register modules', () => {
    expect(systemDependencies('System.register(["react","./chunks/a-1.js"],(function(e){}))')).toEqual(['react', './chunks/a-1.js']);
    expect(systemDependencies("System.register(['@palisade/sdk'], (function (exports) {")).toEqual(['@palisade/sdk']);
    expect(systemDependencies('(function(){})()')).toBeNull();
  });

  it('maps each module URL with dependencies to them, skipping modules without any', () => {
    root = mkdtempSync(join(tmpdir(), 'palisade-depcache-'));
    mkdirSync(join(root, 'plugins', 'a', 'chunks'), { recursive: true });
    writeFileSync(join(root, 'plugins', 'a', 'plugin.js'), 'System.register(["@palisade/sdk"],function(){})');
    writeFileSync(join(root, 'plugins', 'a', 'chunks', 'x.js'), 'System.register([],function(){})');
    expect(depcache(root, ['plugins', 'missing'])).toEqual({ '/plugins/a/plugin.js': ['@palisade/sdk'] });
  });
});
