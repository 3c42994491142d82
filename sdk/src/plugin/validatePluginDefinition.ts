import { extensionClaims, type Claim } from '@palisade/contracts/catalogue/kinds';
import satisfies from 'semver/functions/satisfies.js';
import validVersion from 'semver/functions/valid.js';
import validRange from 'semver/ranges/valid.js';
import type { $ZodIssue } from 'zod/v4/core';
import { SDK_VERSION } from '../runtime/sdkVersion';
import { formatIssuePath } from './formatIssuePath';
import type { PluginDefinition } from './PluginDefinition';
import { PluginDefinitionError, type PluginDefinitionIssue } from './PluginDefinitionError';
import { extensionPropertySchemas, pluginDefinitionSchema } from './pluginDefinitionSchema';
import { EXTENSION_TYPES } from './pluginRules';

export { formatIssuePath };

/** Outcome of {@link validatePluginDefinition}. */
export type PluginValidationResult = { ok: true; plugin: PluginDefinition } | { ok: false; error: PluginDefinitionError };

/** What the definition is checked against. */
export interface ValidatePluginOptions {
  /** The `<id>` of the import-map key `@palisade-plugins/<id>` it was loaded from. */
  expectedId: string;
  /** The console's SDK version; {@link SDK_VERSION} by default. */
  sdkVersion?: string;
}


const toIssues = (issues: readonly $ZodIssue[], prefix: readonly PropertyKey[] = []): PluginDefinitionIssue[] =>
  issues.map((i) => ({ path: formatIssuePath([...prefix, ...i.path]), message: i.message }));

type Extensions = readonly { type: string; properties: Record<string, unknown> }[];

const CLAIM_NAMES: Record<Claim['kind'], string> = { route: 'route path', 'menu-id': 'menu id', 'card-place': 'card place' };

function checkExtensions(extensions: Extensions): PluginDefinitionIssue[] {
  const issues: PluginDefinitionIssue[] = [];
  const seen = new Map<string, string>();
  const claim = ({ kind, value, field }: Claim, at: string) => {
    const key = `${kind}\u0000${value}`;
    const path = `${at}.${field}`;
    const first = seen.get(key);
    if (first) issues.push({ path, message: `duplicate ${CLAIM_NAMES[kind]} "${value}" (also at ${first})` });
    else seen.set(key, path);
  };
  extensions.forEach(({ type, properties }, index) => {
    const at = `extensions[${index}]`;
    const schema = extensionPropertySchemas[type as keyof typeof extensionPropertySchemas];
    if (!schema) {
      issues.push({ path: `${at}.type`, message: `unknown extension type "${type}" (known: ${EXTENSION_TYPES.join(', ')})` });
      return;
    }
    const parsed = schema.safeParse(properties);
    if (!parsed.success) {
      issues.push(...toIssues(parsed.error.issues, ['extensions', index, 'properties']));
      return;
    }
    // Each kind says what it claims; a plugin may not claim the same thing twice.
    for (const c of extensionClaims({ type, properties })) claim(c, at);
  });
  return issues;
}

/**
 * Checks a plugin's default export before the console registers it: the id
 * (and that it equals the import-map id), versions, the SDK range against
 * this SDK, and every extension. Never throws.
 *
 * @example
 * ```ts
 * const result = validatePluginDefinition(module.default, { expectedId: 'system-notifications' });
 * if (!result.ok) showLoadError(result.error); // "Plugin "system-notifications" has an invalid definition: …"
 * ```
 */
export function validatePluginDefinition(value: unknown, options: ValidatePluginOptions): PluginValidationResult {
  const sdkVersion = options.sdkVersion ?? SDK_VERSION;
  const parsed = pluginDefinitionSchema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, error: new PluginDefinitionError(options.expectedId, toIssues(parsed.error.issues), { cause: parsed.error }) };
  }
  const def = parsed.data;
  const issues: PluginDefinitionIssue[] = [];
  if (def.id !== options.expectedId) {
    issues.push({ path: 'id', message: `"${def.id}" does not match its import-map id "${options.expectedId}"` });
  }
  if (!validVersion(def.version)) issues.push({ path: 'version', message: `"${def.version}" is not a semver version` });
  if (!validRange(def.sdk)) {
    issues.push({ path: 'sdk', message: `"${def.sdk}" is not a semver range` });
  } else if (!satisfies(sdkVersion, def.sdk)) {
    issues.push({ path: 'sdk', message: `needs SDK ${def.sdk}, but the console runs SDK ${sdkVersion}` });
  }
  issues.push(...checkExtensions(def.extensions));
  if (issues.length > 0) return { ok: false, error: new PluginDefinitionError(options.expectedId, issues) };
  return { ok: true, plugin: value as PluginDefinition };
}
