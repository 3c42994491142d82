// zod/mini: the same zod 4 checks as the classic API at a fraction of the bytes.
// It is loaded lazily, in parallel with the plugin entries (see loadPluginValidation.ts).
import { EXTENSION_PROPERTY_SCHEMAS, zodParts, type KnownExtensionType } from '@palisade/contracts/catalogue';
import * as z from 'zod/mini';
import { EXTENSION_TYPES, PLUGIN_ID_PATTERN } from './pluginRules';

export { EXTENSION_TYPES, PLUGIN_ID_PATTERN };

// In a definition, a kind's code slots hold functions (in a manifest, `{ $code }` references).
const fn = () => z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'must be a function');
const nonEmpty = () => z.string().check(z.minLength(1, 'must not be empty'));

/** Property schemas per extension type: each kind's one schema, with functions in its code slots. */
export const extensionPropertySchemas = Object.fromEntries(
  Object.entries(EXTENSION_PROPERTY_SCHEMAS).map(([type, properties]) => [type, properties(zodParts, fn())]),
) as unknown as Record<KnownExtensionType, z.ZodMiniType>;

/** The top level of a definition; each extension's properties are checked by its type's schema. */
export const pluginDefinitionSchema = z.object({
  id: z.string().check(z.regex(PLUGIN_ID_PATTERN, 'must match ^[a-z][a-z0-9-]{1,48}$')),
  version: z.string(),
  sdk: z.string(),
  extensions: z.array(z.object({ type: z.string(), properties: z.record(z.string(), z.unknown()) })),
  actions: z.optional(z.array(nonEmpty())),
  flags: z.optional(z.array(z.object({ key: nonEmpty(), default: z.boolean(), feature: z.optional(nonEmpty()) }))),
  translations: z.optional(z.record(z.string(), fn())),
});
