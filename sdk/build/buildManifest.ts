import type { CodeReference, ManifestExtension, PluginManifest } from '@palisade/contracts/catalogue';
import { extensionKind } from '@palisade/contracts/catalogue';
import { importedSource } from './evaluateDefinition.js';

/** The locale whose texts the manifest carries, so the console labels menus before translations load. */
export const DEFAULT_LOCALE = 'en-US';

/** What the build knows beside the definition. */
export interface ManifestInputs {
  /** Path relative to the manifest → SRI hash. */
  files: Record<string, string>;
  /** The output file (relative to the manifest) that holds a source module, `plugin.js` for the entry's own code. */
  fileOf: (source: string) => string;
  /** The default locale's messages, `{}` when the plugin has none. */
  defaultMessages: Record<string, unknown>;
}

type Definition = {
  id?: unknown;
  version?: unknown;
  sdk?: unknown;
  extensions?: unknown;
  flags?: unknown;
  actions?: unknown;
  modules?: unknown;
  translations?: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Replaces every function by a {@link CodeReference}: an `import()` names its chunk; other code lives in the entry. */
function withCodeReferences(value: unknown, fileOf: ManifestInputs['fileOf']): unknown {
  if (typeof value === 'function') {
    const source = importedSource(value as () => unknown);
    return { $code: source === null ? 'plugin.js' : fileOf(source) } satisfies CodeReference;
  }
  if (Array.isArray(value)) return value.map((item) => withCodeReferences(item, fileOf));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withCodeReferences(v, fileOf)]));
  return value;
}

/** A message by i18next key: a flat key first, else the nested path (`menu.label` → `menu` → `label`). */
export function messageFor(messages: Record<string, unknown>, key: string): string | undefined {
  if (typeof messages[key] === 'string') return messages[key];
  const found = key.split('.').reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), messages);
  return typeof found === 'string' ? found : undefined;
}

/**
 * The manifest of an evaluated definition: its static properties as they are,
 * code replaced by references to output files, translations by their chunk,
 * and the default-language text of every label key its extensions name (a
 * missing one is left out, for the schema check to name).
 */
export function buildManifest(definition: unknown, inputs: ManifestInputs): PluginManifest {
  const def: Definition = isRecord(definition) ? definition : {};
  const extensions = (Array.isArray(def.extensions) ? def.extensions : []).map(
    (extension) => withCodeReferences(extension, inputs.fileOf) as ManifestExtension,
  );
  const labels: Record<string, string> = {};
  for (const extension of extensions) {
    const kind = isRecord(extension) && typeof extension.type === 'string' ? extensionKind(extension.type) : undefined;
    if (!kind || !isRecord(extension.properties)) continue;
    for (const key of (kind.labelKeys as (p: object) => readonly unknown[])(extension.properties)) {
      const text = typeof key === 'string' ? messageFor(inputs.defaultMessages, key) : undefined;
      if (typeof key === 'string' && text !== undefined) labels[key] = text;
    }
  }
  const translations = isRecord(def.translations)
    ? Object.fromEntries(Object.entries(def.translations).map(([locale, load]) => [locale, (withCodeReferences(load, inputs.fileOf) as CodeReference).$code ?? load]))
    : {};
  return {
    id: def.id as string,
    version: def.version as string,
    sdk: def.sdk as string,
    files: inputs.files,
    extensions,
    flags: (def.flags ?? []) as PluginManifest['flags'],
    actions: (def.actions ?? []) as PluginManifest['actions'],
    // Left out when none are declared: such a manifest reads as those of earlier SDK builds.
    ...(def.modules === undefined ? {} : { modules: def.modules as PluginManifest['modules'] }),
    translations,
    labels,
  };
}
