import type { CataloguePlugin } from '@palisade/contracts/catalogue';
import type { PluginDefinition } from '@palisade/sdk';
import { definitionMismatch } from './checkDefinition';
import { entryLoadError, missingContainerError, PluginLoadError, type EntryFailure } from './PluginLoadError';
import { ensurePluginIntegrity, needsManifest, refusedForIntegrity } from './pluginIntegrity';
import type { SystemLike } from './systemLike';

/** Spec section 9: script chunk load timeout. */
export const DEFAULT_LOAD_TIMEOUT_MS = 120_000;

/** One of a plugin's stylesheets, with the SRI hash the import map or the plugin's manifest gives it. */
export interface PluginStylesheet {
  url: string;
  integrity: string | null;
}

/** A plugin whose entry loaded and whose definition agrees with its manifest. */
export interface LoadedPlugin {
  descriptor: CataloguePlugin;
  definition: PluginDefinition;
  /** The plugin's stylesheets (`__palisadeCss`, absolute URLs), added on mount. */
  css: readonly PluginStylesheet[];
}

/** What loading one plugin came to. */
export type PluginLoadResult =
  | { status: 'loaded'; plugin: LoadedPlugin }
  | { status: 'failed'; id: string; descriptor: CataloguePlugin; error: PluginLoadError };

export interface LoadPluginDeps {
  system: SystemLike;
  timeoutMs?: number;
  /** For a plugin's manifest and to tell a missing file from a refused one; the page's fetch by default. */
  fetch?: typeof fetch;
}

const failed = (descriptor: CataloguePlugin, error: PluginLoadError): PluginLoadResult => ({
  status: 'failed',
  id: descriptor.id,
  descriptor,
  error,
});

/** SystemJS rejects a script that could not be fetched with error #3 "Error loading <url>"; anything else threw while running. */
const notFetched = (error: unknown) => /Error loading |errors\.md#3\b|Failed to fetch|NetworkError/.test(error instanceof Error ? error.message : String(error));

/** The status the entry answers with now (404 tells "not found" from "unreachable"); `null` without an answer. */
async function entryStatus(url: string, doFetch: typeof fetch): Promise<number | null> {
  try {
    return (await doFetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' })).status;
  } catch {
    return null;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object without id/extensions' : typeof value;
}

function stylesheets(module: Record<string, unknown>, entryUrl: string, system: SystemLike): PluginStylesheet[] {
  const list = module.__palisadeCss;
  if (!Array.isArray(list)) return [];
  const integrity = system.getImportMap?.().integrity ?? {};
  return list
    .filter((u): u is string => typeof u === 'string')
    .map((u) => new URL(u, entryUrl).href)
    .map((url) => ({ url, integrity: integrity[url] ?? null }));
}

/**
 * Loads one plugin entry with SystemJS, within the timeout, and checks its
 * default export against the plugin's manifest. `importUrl` is where to fetch
 * it this time (a Retry adds a query so the browser fetches it anew). Never
 * throws: every failure is a `failed` result whose error names the plugin.
 */
export async function loadPlugin(descriptor: CataloguePlugin, deps: LoadPluginDeps, importUrl: string = descriptor.url): Promise<PluginLoadResult> {
  const { id, url, specifier } = descriptor;
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  if (needsManifest(descriptor, deps.system)) {
    const unverifiable = await ensurePluginIntegrity(descriptor, deps.system, doFetch);
    if (unverifiable !== null) return failed(descriptor, unverifiable);
  }
  const timeoutMs = deps.timeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
  let module: unknown;
  try {
    module = await withTimeout(deps.system.import(importUrl), timeoutMs, () => entryLoadError(id, url, { type: 'timeout', ms: timeoutMs }));
  } catch (error) {
    if (error instanceof PluginLoadError) return failed(descriptor, error);
    const refused = await refusedForIntegrity(id, error, deps.system, doFetch);
    if (refused) return failed(descriptor, refused);
    const failure: EntryFailure = notFetched(error) ? { type: 'missing', status: await entryStatus(importUrl, doFetch) } : { type: 'error' };
    return failed(descriptor, entryLoadError(id, url, failure, error));
  }

  const namespace = (module ?? {}) as Record<string, unknown>;
  const definition = namespace.default;
  if (definition === null || typeof definition !== 'object' || Array.isArray(definition) || !('id' in definition)) {
    return failed(descriptor, missingContainerError(id, specifier, url, describeValue(definition)));
  }
  const mismatch = definitionMismatch(definition, descriptor.manifest);
  if (mismatch !== null) {
    const message = `Plugin "${id}" was refused: the code at ${url} disagrees with its manifest (${descriptor.manifestUrl}): ${mismatch}.`;
    return failed(descriptor, new PluginLoadError(message, { pluginId: id, kind: 'definition-mismatch', url }));
  }
  return { status: 'loaded', plugin: { descriptor, definition: definition as PluginDefinition, css: stylesheets(namespace, importUrl, deps.system) } };
}
