import type { PluginDescriptor } from '../discovery/discoverPlugins';
import { integrityError, PluginLoadError } from './PluginLoadError';
import type { SystemLike } from './systemLike';

/** Written by the SDK's build preset beside every plugin's `plugin.js`: its files and their SRI hashes. */
export const MANIFEST_FILE = 'manifest.json';

type Fetch = typeof fetch;

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** `{path: hash}` of a manifest's scripts and stylesheets, or why it is unusable. */
function manifestFiles(value: unknown): Record<string, string> | string {
  const files = (value as { files?: unknown } | null)?.files;
  if (typeof files !== 'object' || files === null) return 'it has no "files" object';
  const scripts: Record<string, string> = {};
  for (const [path, hash] of Object.entries(files as Record<string, unknown>)) {
    if (typeof hash !== 'string' || !SRI.test(hash)) return `files["${path}"] is not an SRI hash`;
    if (path.endsWith('.js') || path.endsWith('.css')) scripts[path] = hash;
  }
  return scripts;
}

/** Whether the plugin's entry has no hash in SystemJS's import map yet (decided at once, so a verified entry starts loading without delay). */
export function needsManifest(descriptor: PluginDescriptor, system: SystemLike): boolean {
  return system.getImportMap !== undefined && system.getImportMap().integrity?.[descriptor.url] === undefined;
}

/**
 * Makes sure SystemJS will verify the plugin's scripts. An entry the import
 * map has a hash for (everything the build deployed) is verified already.
 * Any other entry (an override to a developer's dev server, a plugin hosted
 * elsewhere) is verified against the manifest beside it: its hashes (scripts
 * and stylesheets) go into SystemJS's import map. Returns the error when that cannot be done.
 */
export async function ensurePluginIntegrity(descriptor: PluginDescriptor, system: SystemLike, doFetch: Fetch): Promise<PluginLoadError | null> {
  if (!needsManifest(descriptor, system) || !system.addImportMap) return null;
  const { id, url } = descriptor;
  const manifestUrl = new URL(MANIFEST_FILE, url).href;
  const refuse = (why: string, cause?: unknown) =>
    new PluginLoadError(
      `Plugin "${id}" (${url}) cannot be verified: its manifest ${manifestUrl} ${why}. The SDK's build preset writes it beside plugin.js.`,
      { pluginId: id, kind: 'integrity', url: manifestUrl, cause },
    );
  let manifest: unknown;
  try {
    const response = await doFetch(manifestUrl, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return refuse(`answered ${response.status}`);
    manifest = await response.json();
  } catch (error) {
    return refuse(`could not be read (${error instanceof Error ? error.message : String(error)})`, error);
  }
  const scripts = manifestFiles(manifest);
  if (typeof scripts === 'string') return refuse(`is not valid: ${scripts}`);
  const integrity = Object.fromEntries(Object.entries(scripts).map(([path, hash]) => [new URL(path, url).href, hash]));
  if (integrity[url] === undefined) return refuse('does not list the entry');
  system.addImportMap({ imports: {}, integrity }, url);
  return null;
}

/**
 * Whether the browser refused `fileUrl` for its integrity: the file is there
 * but does not match `expected` (fetched again with and without the hash).
 */
export async function refusedFile(fileUrl: string, expected: string, doFetch: Fetch): Promise<boolean> {
  const init: RequestInit = { cache: 'no-store', credentials: 'same-origin' };
  try {
    await doFetch(fileUrl, { ...init, integrity: expected });
    return false;
  } catch {
    try {
      return (await doFetch(fileUrl, init)).ok;
    } catch {
      return false;
    }
  }
}

/**
 * When a script failed to load, whether the browser refused it for its
 * integrity: it has a hash, and the file is there but does not match it.
 * Null for any other failure.
 */
export async function refusedForIntegrity(pluginId: string, error: unknown, system: SystemLike, doFetch: Fetch): Promise<PluginLoadError | null> {
  const message = error instanceof Error ? error.message : String(error);
  const fileUrl = /Error loading (\S+)/.exec(message)?.[1];
  const expected = fileUrl === undefined ? undefined : system.getImportMap?.().integrity?.[fileUrl];
  if (fileUrl === undefined || expected === undefined) return null;
  return (await refusedFile(fileUrl, expected, doFetch)) ? integrityError(pluginId, fileUrl, expected) : null;
}
