import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleBootScripts } from '../../scripts/build/bootScript.js';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function builtConsole(head: string): string {
  dist = mkdtempSync(join(tmpdir(), 'palisade-boot-'));
  mkdirSync(join(dist, 'vendor'));
  mkdirSync(join(dist, 'root-config'));
  writeFileSync(join(dist, 'index.html'), `<html><head>${head}</head><body></body></html>`);
  writeFileSync(join(dist, 'boot.js'), '/* boot */\nwindow.booted = true;\n');
  writeFileSync(join(dist, 'vendor', 'system.min.js'), '!function(){window.System={}}();\n//# sourceMappingURL=system.min.js.map\n');
  return dist;
}

describe('bundleBootScripts', () => {
  it('loads boot.js and SystemJS from one content-hashed file, boot.js first, without SystemJS source map comment', () => {
    const dir = builtConsole('<script src="/boot.js"></script>\n    <script src="/vendor/system.min.js"></script>');
    const url = bundleBootScripts(dir);
    expect(url).toMatch(/^\/root-config\/boot-[A-Za-z0-9_-]{8}\.js$/);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(`<html><head><script src="${url}"></script></head><body></body></html>`);
    expect(readFileSync(join(dir, url), 'utf8')).toBe('/* boot */\nwindow.booted = true;\n\n!function(){window.System={}}();\n');
    expect(existsSync(join(dir, 'boot.js'))).toBe(false);
    // SystemJS stays where other pages (the benchmark's floor page) take it from.
    expect(existsSync(join(dir, 'vendor', 'system.min.js'))).toBe(true);
  });

  it('names a changed boot script differently', () => {
    const first = bundleBootScripts(builtConsole('<script src="/boot.js"></script><script src="/vendor/system.min.js"></script>'));
    rmSync(dist, { recursive: true, force: true });
    const dir = builtConsole('<script src="/boot.js"></script><script src="/vendor/system.min.js"></script>');
    writeFileSync(join(dir, 'boot.js'), '/* boot */\nwindow.booted = 2;\n');
    expect(bundleBootScripts(dir)).not.toBe(first);
  });

  it('fails with a message naming both scripts when index.html does not load them one after the other', () => {
    const dir = builtConsole('<script src="/vendor/system.min.js"></script><script src="/boot.js"></script>');
    expect(() => bundleBootScripts(dir)).toThrow('root-config: index.html must load /boot.js and then /vendor/system.min.js, which the build puts in one file');
  });
});
