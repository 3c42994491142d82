/** Environments the console derives from its host name (spec section 9), plus a developer's machine. */
export type ConsoleEnvironment = 'local' | 'dev' | 'int' | 'scale' | 'preview' | 'prod';

const NAMED = ['dev', 'int', 'scale', 'preview'] as const;

/** The environment a host name belongs to; anything unrecognised counts as prod. */
export function environmentOf(hostname: string): ConsoleEnvironment {
  if (hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)) return 'local';
  const labels = hostname.toLowerCase().split(/[.-]/);
  return NAMED.find((env) => labels.includes(env)) ?? 'prod';
}

/** `allowOverrides` of the configuration block the server injects into index.html. */
export function configAllowsOverrides(doc: Document): boolean {
  const text = doc.getElementById('palisade-config')?.textContent;
  if (!text) return false;
  try {
    return (JSON.parse(text) as { allowOverrides?: unknown }).allowOverrides === true;
  } catch {
    return false;
  }
}

/**
 * Whether import-map overrides are permitted here: always in local, dev and
 * int; elsewhere only when the deployment's configuration allows them.
 */
export function overridesAllowed(doc: Document = document, hostname: string = window.location.hostname): boolean {
  const env = environmentOf(hostname);
  return env === 'local' || env === 'dev' || env === 'int' || configAllowsOverrides(doc);
}

/** Reloads the console, so that the boot script applies a changed setting. */
export function reloadConsole(): void {
  window.location.reload();
}
