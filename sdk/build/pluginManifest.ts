import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'rollup';

/** Name of the manifest a plugin build writes beside its `plugin.js`. */
export const PLUGIN_MANIFEST_FILE = 'manifest.json';

/** What a plugin build declares about its own files: each script and stylesheet with its SRI hash. */
export interface PluginManifest {
  id: string;
  version: string;
  /** Path relative to the manifest (`plugin.js`, `chunks/Page-abc.js`) → `sha384-<base64>`. */
  files: Record<string, string>;
}

/** The Subresource Integrity value (`sha384-<base64>`) of some file content. */
export function sriHash(content: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** A manifest that cannot be used; the message names the file and what is wrong. */
export class PluginManifestError extends Error {
  override readonly name = 'PluginManifestError';
  constructor(
    readonly file: string,
    problem: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}: ${problem}`, options);
  }
}

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** Parses a plugin manifest, checking its shape (the browser refuses a file whose hash does not match). */
export function parsePluginManifest(text: string, file: string): PluginManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new PluginManifestError(file, `not JSON (${(error as Error).message})`, { cause: error });
  }
  const manifest = value as Partial<PluginManifest> | null;
  if (typeof manifest?.id !== 'string' || typeof manifest.version !== 'string' || typeof manifest.files !== 'object' || manifest.files === null) {
    throw new PluginManifestError(file, 'must be {"id", "version", "files": {path: "sha384-…"}}');
  }
  for (const [path, hash] of Object.entries(manifest.files)) {
    if (typeof hash !== 'string' || !SRI.test(hash)) throw new PluginManifestError(file, `files["${path}"] is not an SRI hash`);
  }
  return manifest as PluginManifest;
}

/**
 * Writes `manifest.json` after every build (watch rebuilds included): the
 * hash of each script and stylesheet exactly as written to disk.
 */
export function pluginManifestPlugin(options: { id: string; version: string; dir: string }): Plugin {
  return {
    name: 'palisade-manifest',
    writeBundle(_output, bundle) {
      const files: Record<string, string> = {};
      for (const name of Object.keys(bundle).sort()) {
        if (name.endsWith('.js') || name.endsWith('.css')) files[name] = sriHash(readFileSync(join(options.dir, name)));
      }
      const manifest: PluginManifest = { id: options.id, version: options.version, files };
      writeFileSync(join(options.dir, PLUGIN_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
