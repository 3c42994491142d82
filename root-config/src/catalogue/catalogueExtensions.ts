import type { Catalogue, CodeReference } from '@palisade/contracts/catalogue';
import type { Extension } from '@palisade/sdk';
import type { ContributedExtension } from '@palisade/sdk/host';

/** Loads a plugin's code and gives its definition's extension at `index` (the same index as in its manifest). */
export type LoadExtensionCode = (pluginId: string, index: number) => Promise<Extension>;

export const isCodeReference = (value: unknown): value is CodeReference =>
  typeof value === 'object' && value !== null && typeof (value as { $code?: unknown }).$code === 'string';

const codeFiles = new WeakMap<object, string>();

/** The manifest file (relative to the entry) holding the code a catalogue extension's property stands for, if it is one. */
export function codeFileOf(value: unknown): string | undefined {
  return typeof value === 'function' ? codeFiles.get(value) : undefined;
}

/**
 * Every accepted extension of the catalogue, as plugins and the shell read
 * extensions (`useExtensions`), before any plugin code has loaded: static
 * properties as the manifest states them, and each piece of code (a page,
 * a card's `loadCount`) a function that loads the owner's entry on first
 * call and hands over to the real one. A dashboard card is drawn from this
 * at once; its figure loads its plugin's code only when the card is on screen.
 */
export function catalogueExtensions(catalogue: Catalogue, loadCode: LoadExtensionCode): ContributedExtension[] {
  return catalogue.plugins.flatMap((plugin) =>
    plugin.extensions.map(({ type, properties, index }) => {
      const resolved: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(properties)) {
        if (!isCodeReference(value)) {
          resolved[key] = value;
          continue;
        }
        const code = (...args: unknown[]) =>
          loadCode(plugin.id, index).then((extension) => {
            const real = (extension.properties as Record<string, unknown>)[key];
            if (typeof real !== 'function') throw new TypeError(`Plugin "${plugin.id}": extensions[${index}].properties.${key} is not code`);
            return (real as (...a: unknown[]) => unknown)(...args);
          });
        codeFiles.set(code, value.$code);
        resolved[key] = code;
      }
      return { pluginId: plugin.id, pluginVersion: plugin.manifest.version, extension: { type, properties: resolved } as unknown as Extension };
    }),
  );
}
