import type { CatalogueProblem } from '@palisade/contracts/catalogue';

/** Why a plugin could not be shown. */
export type PluginLoadErrorKind =
  /** The entry answered 404: nothing at that address. */
  | 'not-found'
  /** The entry could not be fetched (network error, a status other than 404). */
  | 'unreachable'
  | 'timeout'
  /** The entry was fetched and threw while it evaluated. */
  | 'evaluation'
  | 'integrity'
  | 'style-load'
  | 'missing-container'
  /** The definition the entry exports disagrees with the manifest the catalogue holds. */
  | 'definition-mismatch'
  | 'invalid-manifest'
  | 'incompatible-sdk'
  | 'conflict'
  | 'mount';

/** How a script failed: not fetched (with the status when known), threw while running, or too slow. */
export type EntryFailure = { type: 'missing'; status: number | null } | { type: 'error' } | { type: 'timeout'; ms: number };

export interface PluginLoadErrorOptions {
  pluginId: string;
  kind: PluginLoadErrorKind;
  url: string;
  cause?: unknown;
}

/** A plugin that failed to load, validate or mount. The message names the plugin and, where one exists, the address. */
export class PluginLoadError extends Error {
  override readonly name = 'PluginLoadError';
  readonly pluginId: string;
  readonly kind: PluginLoadErrorKind;
  readonly url: string;

  constructor(message: string, options: PluginLoadErrorOptions) {
    super(message, { cause: options.cause });
    this.pluginId = options.pluginId;
    this.kind = options.kind;
    this.url = options.url;
  }
}

const causeMessage = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/** Spec section 8: "a chunk load error with the failure type and address", told apart: not found, unreachable, timed out, threw. */
export function entryLoadError(pluginId: string, url: string, failure: EntryFailure, cause?: unknown): PluginLoadError {
  switch (failure.type) {
    case 'missing':
      return failure.status === 404
        ? new PluginLoadError(`The entry of plugin "${pluginId}" was not found (404 at ${url}).`, { pluginId, kind: 'not-found', url, cause })
        : new PluginLoadError(
            `The entry of plugin "${pluginId}" could not be fetched from ${url} (${failure.status === null ? 'no answer' : `it answered ${failure.status}`}).`,
            { pluginId, kind: 'unreachable', url, cause },
          );
    case 'timeout':
      return new PluginLoadError(`The entry of plugin "${pluginId}" did not load within ${failure.ms / 1000} s (${url}).`, { pluginId, kind: 'timeout', url, cause });
    case 'error':
      return new PluginLoadError(`The entry of plugin "${pluginId}" threw while it evaluated: ${causeMessage(cause)}`, { pluginId, kind: 'evaluation', url, cause });
  }
}

/** A script whose content does not match the hash its import map or manifest declares: the browser refused to run it. */
export function integrityError(pluginId: string, fileUrl: string, expected: string): PluginLoadError {
  return new PluginLoadError(
    `File ${fileUrl} of plugin "${pluginId}" does not match its integrity hash (${expected}) and was refused.`,
    { pluginId, kind: 'integrity', url: fileUrl },
  );
}

/** Spec section 8: "a style load failure". */
export function styleLoadError(pluginId: string, url: string, cause?: unknown): PluginLoadError {
  return new PluginLoadError(`Loading CSS chunk of plugin "${pluginId}" failed. (${url})`, { pluginId, kind: 'style-load', url, cause });
}

/** Spec section 8: "a message naming the module and the container". */
export function missingContainerError(pluginId: string, specifier: string, url: string, got: string): PluginLoadError {
  return new PluginLoadError(
    `Container missing: module "${specifier}" (${url}) has no plugin container; its default export should be a definePlugin(...) definition, got ${got}.`,
    { pluginId, kind: 'missing-container', url },
  );
}

export function mountError(pluginId: string, url: string, cause: unknown): PluginLoadError {
  return new PluginLoadError(`Plugin "${pluginId}" failed to mount: ${causeMessage(cause)}`, { pluginId, kind: 'mount', url, cause });
}

const PROBLEM_KINDS: Record<CatalogueProblem['kind'], PluginLoadErrorKind> = {
  'not-found': 'not-found',
  unreachable: 'unreachable',
  'invalid-manifest': 'invalid-manifest',
  'incompatible-sdk': 'incompatible-sdk',
  conflict: 'conflict',
};

/** A plugin, or one of its extensions, the catalogue refused, as the error the shell shows. */
export function catalogueProblemError(problem: CatalogueProblem): PluginLoadError {
  return new PluginLoadError(problem.message, { pluginId: problem.pluginId, kind: PROBLEM_KINDS[problem.kind], url: problem.url });
}
