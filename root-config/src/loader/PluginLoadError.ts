/** Why a plugin could not be shown. */
export type PluginLoadErrorKind =
  | 'chunk-load'
  | 'integrity'
  | 'style-load'
  | 'missing-container'
  | 'invalid-definition'
  | 'incompatible-sdk'
  | 'timeout'
  | 'mount';

/** How a script chunk failed (webpack's ChunkLoadError vocabulary): not fetched, threw while running, or too slow. */
export type ChunkFailureType = 'missing' | 'error' | 'timeout';

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

/** Spec section 8: "a chunk load error with the failure type and address". */
export function chunkLoadError(pluginId: string, url: string, type: ChunkFailureType, cause?: unknown): PluginLoadError {
  const detail = cause === undefined ? '' : ` ${causeMessage(cause)}`;
  return new PluginLoadError(`Loading chunk of plugin "${pluginId}" failed. (${type}: ${url})${detail}`, {
    pluginId,
    kind: type === 'timeout' ? 'timeout' : 'chunk-load',
    url,
    cause,
  });
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
