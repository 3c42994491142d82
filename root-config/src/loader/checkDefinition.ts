import type { PluginManifest } from '@palisade/contracts/catalogue';

const isCodeReference = (value: unknown): value is { $code: string } =>
  typeof value === 'object' && value !== null && typeof (value as { $code?: unknown }).$code === 'string';

const show = (value: unknown) => (value === undefined ? 'missing' : JSON.stringify(value));

/** Whether two JSON-like values are equal (the manifest's static values came from the same definition). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return keysA.length === keysB.length && keysA.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Where the definition an entry exports disagrees with the manifest the
 * catalogue accepted it by: its id, version, the type of each extension, each
 * static property, and a function wherever the manifest names code. `null`
 * when they agree. The shell drew menus and routes from the manifest; code
 * that says something else is refused rather than trusted.
 */
export function definitionMismatch(definition: unknown, manifest: PluginManifest): string | null {
  const def = definition as { id?: unknown; version?: unknown; extensions?: unknown };
  if (def.id !== manifest.id) return `its id is ${show(def.id)}, its manifest says ${show(manifest.id)}`;
  if (def.version !== manifest.version) return `its version is ${show(def.version)}, its manifest says ${show(manifest.version)}`;
  const extensions = Array.isArray(def.extensions) ? (def.extensions as { type?: unknown; properties?: Record<string, unknown> }[]) : [];
  if (extensions.length !== manifest.extensions.length) {
    return `it has ${extensions.length} extensions, its manifest lists ${manifest.extensions.length}`;
  }
  for (const [index, declared] of manifest.extensions.entries()) {
    const actual = extensions[index]!;
    if (actual.type !== declared.type) return `extensions[${index}].type is ${show(actual.type)}, its manifest says ${show(declared.type)}`;
    const properties = actual.properties ?? {};
    for (const [key, value] of Object.entries(declared.properties)) {
      const field = `extensions[${index}].properties.${key}`;
      if (isCodeReference(value)) {
        if (typeof properties[key] !== 'function') return `${field} is not code, its manifest names ${value.$code}`;
      } else if (!sameValue(properties[key], value)) {
        return `${field} is ${show(properties[key])}, its manifest says ${show(value)}`;
      }
    }
  }
  return null;
}
