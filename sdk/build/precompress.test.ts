import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function builtDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'palisade-precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const code = `System.register([], function () { return { execute: function () { ${'console.log("palisade");'.repeat(50)} } }; });`;

describe('precompress', () => {
  it('writes .br and .gz beside every served text file that decode to the file, and leaves source maps and excluded files alone', async () => {
    const dir = builtDir({
      'shared/react-DO56eOTx.js': code,
      'shared/react-DO56eOTx.js.map': '{"version":3}',
      'root-config/root-config-C6xFTT5z.css': 'body { margin: 0; }',
      'plugins/alerts/manifest.json': '{"id":"alerts"}',
      'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      'index.html': '<!doctype html>',
    });
    const result = await precompress(dir, { exclude: ['index.html'] });
    expect(result).toEqual({
      compressed: ['icon.svg', 'plugins/alerts/manifest.json', 'root-config/root-config-C6xFTT5z.css', 'shared/react-DO56eOTx.js'],
      reused: [],
    });
    for (const file of result.compressed) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
    expect(readFileSync(join(dir, 'shared/react-DO56eOTx.js.br')).length).toBeLessThan(code.length / 5);
    expect(existsSync(join(dir, 'shared/react-DO56eOTx.js.map.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });

  it('reuses the previous build for unchanged files and compresses changed ones again', async () => {
    const previous = builtDir({ 'boot.js': code, 'import-map.json': '{"imports":{}}' });
    await precompress(previous);
    // A marker in the previous .br proves it was copied, not recompressed.
    writeFileSync(join(previous, 'boot.js.br'), 'previous build');
    const next = builtDir({ 'boot.js': code, 'import-map.json': '{"imports":{"a":"/a.js"}}' });
    const result = await precompress(next, { previous });
    expect(result).toEqual({ compressed: ['import-map.json'], reused: ['boot.js'] });
    expect(readFileSync(join(next, 'boot.js.br'), 'utf8')).toBe('previous build');
    expect(gunzipSync(readFileSync(join(next, 'import-map.json.gz'))).toString()).toBe('{"imports":{"a":"/a.js"}}');
  });
});
