/** The part of the root config's boot state (`window.__PALISADE_BOOT__`) this plugin reads. */
interface BootState {
  overridesEnabled?: unknown;
}

type ConsoleWindow = Pick<Window, 'document'> & { __PALISADE_BOOT__?: BootState };

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
 * Whether import-map overrides are permitted on this page. The console's boot
 * script decides (environment from the host name, then configuration) and
 * publishes the answer; the plugin does not repeat that rule. Without a boot
 * state only an explicit `allowOverrides` counts.
 */
export function overridesAllowed(win: ConsoleWindow = window): boolean {
  const boot = win.__PALISADE_BOOT__;
  if (boot !== undefined) return boot.overridesEnabled === true;
  return configAllowsOverrides(win.document);
}

/** Reloads the console, so that the boot script applies a changed setting. */
export function reloadConsole(): void {
  window.location.reload();
}
