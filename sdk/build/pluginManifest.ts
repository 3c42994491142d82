import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk, Plugin } from 'rollup';
import { buildManifest, DEFAULT_LOCALE } from './buildManifest.js';
import { checkAgainstConsole } from './checkAgainstConsole.js';
import { defaultConsoleFacts, loadConsoleFacts } from './consoleFacts.js';
import { evaluateDefinition, evaluateMessages, importedSource } from './evaluateDefinition.js';

/** Name of the manifest a plugin build writes beside its `plugin.js`. */
export const PLUGIN_MANIFEST_FILE = 'manifest.json';

/** The part of a plugin's manifest that integrity checks read: id, version, and each script and stylesheet with its SRI hash. */
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

/** Parses a plugin manifest for its files' hashes, checking that part's shape (the browser refuses a file whose hash does not match). */
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

/** What the manifest step needs to know about the plugin it builds. */
export interface PluginManifestOptions {
  id: string;
  version: string;
  /** Output directory. */
  dir: string;
  /** The plugin's entry source (`src/plugin.ts`), evaluated at build time for its definition. */
  input: string;
  /**
   * Check the manifest with the console's schema and fail the build on a
   * problem (the default). Only test fixtures that are broken on purpose
   * turn it off (`"palisade": { "checkManifest": false }`): their manifest
   * is written as found, for the console to refuse.
   */
  check?: boolean;
  /**
   * The console the plugin is checked against: its catalogue or import map
   * (URL or file, see `loadConsoleFacts`). Without it the build checks
   * against this SDK's version, the built-in card places and the console's
   * own routes.
   */
  console?: string;
}

/** The output file holding a source module: the chunk it is the facade of, else the chunk that contains it. */
function outputFileOf(bundle: OutputBundle, source: string): string | undefined {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const chunk = chunks.find((c) => c.facadeModuleId === source) ?? chunks.find((c) => c.moduleIds.includes(source));
  if (!chunk) return undefined;
  return chunk.isEntry ? 'plugin.js' : chunk.fileName;
}

/**
 * Writes `manifest.json` after every build (watch rebuilds included): the
 * plugin's definition, evaluated at build time, with each function replaced
 * by the output file that holds it, the default-language label texts, and
 * the hash of each script and stylesheet exactly as written to disk. The
 * build fails when the manifest breaks the console's schema, with a message
 * naming the plugin and the field.
 */
export function pluginManifestPlugin(options: PluginManifestOptions): Plugin {
  return {
    name: 'palisade-manifest',
    async writeBundle(_output, bundle) {
      const check = options.check ?? true;
      const files: Record<string, string> = {};
      for (const name of Object.keys(bundle).sort()) {
        if (name.endsWith('.js') || name.endsWith('.css')) files[name] = sriHash(readFileSync(join(options.dir, name)));
      }
      const fileOf = (source: string) => {
        const file = outputFileOf(bundle, source);
        if (file === undefined) throw new PluginManifestError(PLUGIN_MANIFEST_FILE, `plugin "${options.id}": no output file holds ${source}`);
        return file;
      };
      let manifest: unknown;
      try {
        const definition = await evaluateDefinition(options.id, options.input);
        const loadDefault = (definition as { translations?: Record<string, unknown> } | null)?.translations?.[DEFAULT_LOCALE];
        const messagesSource = typeof loadDefault === 'function' ? importedSource(loadDefault as () => unknown) : null;
        const defaultMessages = messagesSource === null ? {} : await evaluateMessages(messagesSource);
        manifest = buildManifest(definition, { files, fileOf, defaultMessages });
      } catch (error) {
        if (check) this.error(error as Error);
        manifest = { id: options.id, version: options.version, files };
      }
      if (check) {
        const facts = options.console === undefined ? defaultConsoleFacts() : await loadConsoleFacts(options.console);
        const result = checkAgainstConsole(manifest, options.id, facts);
        if (!result.ok) this.error(`Invalid manifest:\n${result.message}`);
      }
      writeFileSync(join(options.dir, PLUGIN_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
