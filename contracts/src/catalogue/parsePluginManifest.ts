import validVersion from 'semver/functions/valid.js';
import validRange from 'semver/ranges/valid.js';
import type * as ZodMini from 'zod/mini';
import type { PluginManifest } from './Catalogue.js';
import { formatIssuePath } from './formatIssuePath.js';
import { PLUGIN_ID_PATTERN } from './pluginId.js';
import { checkModules } from './checkModules.js';
import { EXTENSION_TYPES, extensionKind } from './kinds/extensionKinds.js';
import { extensionPropertiesSchema } from './kinds/extensionSchemas.js';
import { codeReference, nonEmpty } from './kinds/kindRules.js';
import { zodParts } from './zodParts.js';

const z = zodParts;


/** One thing wrong with a manifest: where (`extensions[2].properties.path`) and what. */
export interface ManifestIssue {
  readonly path: string;
  readonly message: string;
}

/** Outcome of {@link parsePluginManifest}; `message` names the plugin, each field and what is wrong with it. */
export type ManifestParseResult =
  | { readonly ok: true; readonly manifest: PluginManifest }
  | { readonly ok: false; readonly issues: readonly ManifestIssue[]; readonly message: string };

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const manifestSchema = () =>
  z.object({
    id: z.string().check(z.regex(PLUGIN_ID_PATTERN, 'must match ^[a-z][a-z0-9-]{1,48}$')),
    version: z.string(),
    sdk: z.string(),
    files: z.record(z.string(), z.string().check(z.regex(SRI, 'must be an SRI hash (sha384-…)'))),
    extensions: z.array(z.object({ type: z.string(), properties: z.record(z.string(), z.unknown()) })),
    flags: z.array(z.object({ key: nonEmpty(z), default: z.boolean(), feature: z.optional(nonEmpty(z)) })),
    actions: z.array(nonEmpty(z)),
    modules: z.optional(z.array(z.object({ id: z.string(), name: nonEmpty(z), description: nonEmpty(z) }))),
    translations: z.record(z.string(), nonEmpty(z)),
    labels: z.record(z.string(), z.string()),
  });

const ARTICLES: Record<string, string> = { array: 'an array', object: 'an object', int: 'an integer' };

/** Whether the field at `path` of `input` is absent (its parent has no such key). */
function absent(input: unknown, path: readonly PropertyKey[]): boolean {
  let node = input;
  for (const key of path.slice(0, -1)) node = typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  const last = path[path.length - 1];
  return last !== undefined && typeof node === 'object' && node !== null && !Object.hasOwn(node, last);
}

// zod/mini carries no messages of its own ("Invalid input"): say what was expected, and that a missing field is required.
function messageOf(issue: ZodMini.core.$ZodIssue, input: unknown): string {
  if (issue.code !== 'invalid_type' || issue.message !== 'Invalid input') return issue.message;
  const expected = `must be ${ARTICLES[issue.expected] ?? `a ${issue.expected}`}`;
  return absent(input, issue.path) ? `required (${expected})` : expected;
}

const issuesOf = (error: ZodMini.core.$ZodError, input: unknown, prefix: readonly PropertyKey[] = []): ManifestIssue[] =>
  error.issues.map((i) => ({ path: formatIssuePath([...prefix, ...i.path]), message: messageOf(i, input) }));

function checkExtensions(manifest: ZodMini.output<ReturnType<typeof manifestSchema>>): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  manifest.extensions.forEach(({ type, properties }, index) => {
    const at = `extensions[${index}]`;
    const kind = extensionKind(type);
    const schema = extensionPropertiesSchema(type);
    if (!kind || !schema) {
      issues.push({ path: `${at}.type`, message: `unknown extension type "${type}" (known: ${EXTENSION_TYPES.join(', ')})` });
      return;
    }
    const parsed = schema(zodParts, codeReference(zodParts)).safeParse(properties);
    if (!parsed.success) {
      issues.push(...issuesOf(parsed.error, properties, ['extensions', index, 'properties']));
      return;
    }
    for (const name of kind.codeProperties) {
      const file = (properties[name] as { $code?: string } | undefined)?.$code;
      if (file !== undefined && !Object.hasOwn(manifest.files, file)) {
        issues.push({ path: `${at}.properties.${name}.$code`, message: `"${file}" is not one of the manifest's files` });
      }
    }
    for (const key of (kind.labelKeys as (p: object) => readonly string[])(properties)) {
      if (!Object.hasOwn(manifest.labels, key)) issues.push({ path: `labels`, message: `no en-US text for label key "${key}" (${at})` });
    }
  });
  return issues;
}

/**
 * Checks a `manifest.json` (already parsed from JSON) against the console's
 * schema: the id, semver version and SDK range, every file's hash, every
 * extension's properties by its kind, that code references name listed files,
 * that every label key has its default-language text and that the plugin's
 * own module ids are namespaced, distinct and not built in. Never throws.
 *
 * @example
 * ```ts
 * const result = parsePluginManifest(JSON.parse(text), { pluginId: 'alerts' });
 * if (!result.ok) fail(result.message); // plugin "alerts": extensions[2].properties.path: must start with "/"
 * ```
 */
export function parsePluginManifest(value: unknown, options: { pluginId?: string } = {}): ManifestParseResult {
  const named = options.pluginId ?? (typeof (value as { id?: unknown } | null)?.id === 'string' ? (value as { id: string }).id : '?');
  const fail = (issues: ManifestIssue[]): ManifestParseResult => ({
    ok: false,
    issues,
    message: issues.map((i) => `plugin "${named}": ${i.path ? `${i.path}: ` : ''}${i.message}`).join('\n'),
  });
  const parsed = manifestSchema().safeParse(value);
  if (!parsed.success) return fail(issuesOf(parsed.error, value));
  const manifest = parsed.data;
  const issues: ManifestIssue[] = [];
  if (options.pluginId !== undefined && manifest.id !== options.pluginId) {
    issues.push({ path: 'id', message: `"${manifest.id}" does not match its import-map id "${options.pluginId}"` });
  }
  if (!validVersion(manifest.version)) issues.push({ path: 'version', message: `"${manifest.version}" is not a semver version` });
  if (!validRange(manifest.sdk)) issues.push({ path: 'sdk', message: `"${manifest.sdk}" is not a semver range` });
  issues.push(...checkExtensions(manifest));
  issues.push(...checkModules(manifest.modules ?? []));
  return issues.length > 0 ? fail(issues) : { ok: true, manifest: value as PluginManifest };
}
