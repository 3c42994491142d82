import type { PluginDefinition } from '@palisade/sdk';
import type { PluginValidationResult, ValidatePluginOptions } from '@palisade/sdk/host';
import type { PluginDescriptor } from '../discovery/discoverPlugins';
import {
  chunkLoadError,
  missingContainerError,
  PluginLoadError,
  type ChunkFailureType,
} from './PluginLoadError';
import { ensurePluginIntegrity, needsManifest, refusedForIntegrity } from './pluginIntegrity';
import type { SystemLike } from './systemLike';

/** Spec section 9: script chunk load timeout. */
export const DEFAULT_LOAD_TIMEOUT_MS = 120_000;

/** One of a plugin's stylesheets, with the SRI hash the import map or the plugin's manifest gives it. */
export interface PluginStylesheet {
  url: string;
  integrity: string | null;
}

/** A plugin whose entry loaded and whose definition passed validation. */
export interface LoadedPlugin {
  descriptor: PluginDescriptor;
  definition: PluginDefinition;
  /** The plugin's stylesheets (`__palisadeCss`, absolute URLs), added on mount. */
  css: readonly PluginStylesheet[];
}

/** What loading one plugin came to. */
export type PluginLoadResult =
  | { status: 'loaded'; plugin: LoadedPlugin }
  | { status: 'failed'; id: string; descriptor: PluginDescriptor; error: PluginLoadError };

export interface LoadPluginDeps {
  system: SystemLike;
  /** The SDK's validator; asynchronous in the console, where it loads (zod, semver) on first use. */
  validate: (value: unknown, options: ValidatePluginOptions) => PluginValidationResult | Promise<PluginValidationResult>;
  sdkVersion: string;
  timeoutMs?: number;
  /** For a plugin's manifest and to tell a refused file from a missing one; the page's fetch by default. */
  fetch?: typeof fetch;
}

const failed = (descriptor: PluginDescriptor, error: PluginLoadError): PluginLoadResult => ({
  status: 'failed',
  id: descriptor.id,
  descriptor,
  error,
});

/** SystemJS rejects a script that could not be fetched with error #3 "Error loading <url>"; anything else threw while running. */
function failureType(error: unknown): ChunkFailureType {
  const message = error instanceof Error ? error.message : String(error);
  return /Error loading |errors\.md#3\b|Failed to fetch|NetworkError/.test(message) ? 'missing' : 'error';
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

/** The issues of a definition error mention the `sdk` field: the plugin needs an SDK this console does not have. */
function isSdkIssue(issues: readonly { path: unknown }[]): boolean {
  return issues.some((issue) => {
    const path = Array.isArray(issue.path) ? issue.path.join('.') : String(issue.path);
    return path === 'sdk';
  });
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
 * Loads one plugin entry with SystemJS, within the timeout, and validates its
 * default export. Never throws: every failure is a `failed` result whose
 * error names the plugin.
 */
export async function loadPlugin(descriptor: PluginDescriptor, deps: LoadPluginDeps): Promise<PluginLoadResult> {
  const { id, url, specifier } = descriptor;
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  if (needsManifest(descriptor, deps.system)) {
    const unverifiable = await ensurePluginIntegrity(descriptor, deps.system, doFetch);
    if (unverifiable !== null) return failed(descriptor, unverifiable);
  }
  let module: unknown;
  try {
    module = await withTimeout(deps.system.import(url), deps.timeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS, () =>
      chunkLoadError(id, url, 'timeout', new Error(`no answer within ${(deps.timeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS) / 1000} s`)),
    );
  } catch (error) {
    if (error instanceof PluginLoadError) return failed(descriptor, error);
    const refused = await refusedForIntegrity(id, error, deps.system, doFetch);
    return failed(descriptor, refused ?? chunkLoadError(id, url, failureType(error), error));
  }

  const namespace = (module ?? {}) as Record<string, unknown>;
  const definition = namespace.default;
  if (definition === null || typeof definition !== 'object' || Array.isArray(definition) || !('id' in definition)) {
    return failed(descriptor, missingContainerError(id, specifier, url, describeValue(definition)));
  }

  let checked: PluginValidationResult;
  try {
    checked = await deps.validate(definition, { expectedId: id, sdkVersion: deps.sdkVersion });
  } catch (error) {
    // The validator's own chunk did not load: the plugin cannot be checked, so it is not shown; Retry tries again.
    return failed(descriptor, new PluginLoadError(`Plugin "${id}" could not be validated: ${error instanceof Error ? error.message : String(error)}`, { pluginId: id, kind: 'invalid-definition', url, cause: error }));
  }
  if (!checked.ok) {
    const issues = checked.error.issues ?? [];
    const kind = isSdkIssue(issues) ? 'incompatible-sdk' : 'invalid-definition';
    return failed(descriptor, new PluginLoadError(checked.error.message, { pluginId: id, kind, url, cause: checked.error }));
  }
  return { status: 'loaded', plugin: { descriptor, definition: checked.plugin, css: stylesheets(namespace, url, deps.system) } };
}
