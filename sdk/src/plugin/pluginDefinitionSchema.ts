// zod/mini: the same zod 4 checks as the classic API at a fraction of the bytes.
// It is loaded lazily, in parallel with the plugin entries (see loadPluginValidation.ts).
import * as z from 'zod/mini';
import { EXTENSION_TYPES, PLUGIN_ID_PATTERN, type KnownExtensionType } from './pluginRules';

export { EXTENSION_TYPES, PLUGIN_ID_PATTERN };

const fn = (what: string) =>
  z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', `${what} must be a function`);
const nonEmpty = () => z.string().check(z.minLength(1, 'must not be empty'));
const absolutePath = z.string().check(z.startsWith('/', 'must start with "/"'));
const gate = {
  module: z.optional(nonEmpty()),
  flag: z.optional(nonEmpty()),
};

/** Property schemas per extension type. */
export const extensionPropertySchemas = {
  'console.page/route': z.object({
    ...gate,
    path: absolutePath,
    aliases: z.optional(z.array(absolutePath)),
    subscription: z.optional(nonEmpty()),
    component: fn('component'),
  }),
  'console.navigation/item': z.object({
    ...gate,
    id: nonEmpty(),
    labelKey: nonEmpty(),
    section: z.enum(['main', 'cloud-posture', 'administration', 'utility']),
    order: z.number(),
    href: absolutePath,
    activeOn: z.optional(z.array(absolutePath)),
  }),
  'console.dashboard/card': z.object({
    appId: z.int('must be an integer').check(z.minimum(0, 'must be 0 or more')),
    titleKey: nonEmpty(),
    infoKey: z.optional(nonEmpty()),
    module: nonEmpty(),
    flag: z.optional(nonEmpty()),
    subscription: z.optional(nonEmpty()),
    href: absolutePath,
    loadCount: fn('loadCount'),
    component: z.optional(fn('component')),
  }),
} as const satisfies Record<KnownExtensionType, unknown>;

/** The top level of a definition; each extension's properties are checked by its type's schema. */
export const pluginDefinitionSchema = z.object({
  id: z.string().check(z.regex(PLUGIN_ID_PATTERN, 'must match ^[a-z][a-z0-9-]{1,48}$')),
  version: z.string(),
  sdk: z.string(),
  extensions: z.array(z.object({ type: z.string(), properties: z.record(z.string(), z.unknown()) })),
  actions: z.optional(z.array(nonEmpty())),
  flags: z.optional(z.array(z.object({ key: nonEmpty(), default: z.boolean(), feature: z.optional(nonEmpty()) }))),
  translations: z.optional(z.record(z.string(), fn('translation loader'))),
});
