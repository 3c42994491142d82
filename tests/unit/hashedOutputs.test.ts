import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { unhashedOutputs } from '../../scripts/build/hashedOutputs.js';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function built(names: string[]): string {
  root = mkdtempSync(join(tmpdir(), 'palisade-hashed-'));
  for (const name of names) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), '');
  }
  return root;
}

describe('unhashedOutputs', () => {
  it('accepts a console whose bundle files all carry a content hash, plugin entries and files outside the bundle folders', () => {
    const dir = built([
      'index.html', 'boot.js', 'import-map.json', 'vendor/system.min.js',
      'shared/react-DO56eOTx.js', 'shared/react-DO56eOTx.js.map', 'shared/react-DO56eOTx.js.br', 'shared/sdk-chunks/useLoad-abcdefgh.js',
      'shared/zod-chunks/core-BrHXlDY0.js', 'root-config/root-config-C6xFTT5z.css', 'root-config/chunks/App-Cguw247Z.js',
      'plugins/alerts/plugin.js', 'plugins/alerts/plugin.js.map', 'plugins/alerts/plugin.js.gz', 'plugins/alerts/manifest.json',
      'plugins/alerts/plugin-iVSr6RnE.css', 'plugins/alerts/chunks/en-US-CfcFfGir.js',
    ]);
    expect(unhashedOutputs(dir)).toEqual([]);
  });

  it('names every bundle file without a content hash', () => {
    const dir = built(['shared/sdk.css', 'plugins/alerts/plugin.js', 'plugins/alerts/chunks/AlertsPage.js', 'root-config/locales/en.json']);
    expect(unhashedOutputs(dir)).toEqual([
      'plugins/alerts/chunks/AlertsPage.js has no content hash in its name, so the server cannot cache it as immutable; name it "[name]-[hash]" in its build',
      'root-config/locales/en.json has no content hash in its name, so the server cannot cache it as immutable; name it "[name]-[hash]" in its build',
      'shared/sdk.css has no content hash in its name, so the server cannot cache it as immutable; name it "[name]-[hash]" in its build',
    ]);
  });
});
