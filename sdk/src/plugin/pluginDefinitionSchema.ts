import * as z from 'zod';

/** The id rule: lower case, starts with a letter, 2 to 49 characters of `a-z`, `0-9`, `-`. */
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9-]{1,48}$/;

const fn = (what: string) =>
  z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', { message: `${what} must be a function` });
const absolutePath = z.string().startsWith('/', { message: 'must start with "/"' });
const gate = {
  module: z.string().min(1).optional(),
  flag: z.string().min(1).optional(),
};

/** Property schemas per extension type. */
export const extensionPropertySchemas = {
  'console.page/route': z.object({
    ...gate,
    path: absolutePath,
    aliases: z.array(absolutePath).optional(),
    component: fn('component'),
  }),
  'console.navigation/item': z.object({
    ...gate,
    id: z.string().min(1),
    labelKey: z.string().min(1),
    section: z.enum(['main', 'cloud-posture', 'administration', 'utility']),
    order: z.number().finite(),
    href: absolutePath,
    activeOn: z.array(absolutePath).optional(),
  }),
  'console.dashboard/card': z.object({
    appId: z.number().int({ message: 'must be an integer' }).min(0, { message: 'must be 0 or more' }),
    titleKey: z.string().min(1),
    infoKey: z.string().min(1).optional(),
    module: z.string().min(1),
    flag: z.string().min(1).optional(),
    href: absolutePath,
    loadCount: fn('loadCount'),
    component: fn('component').optional(),
  }),
} as const;

/** The extension types the console knows. */
export const EXTENSION_TYPES = Object.keys(extensionPropertySchemas) as (keyof typeof extensionPropertySchemas)[];

/** The top level of a definition; each extension's properties are checked by its type's schema. */
export const pluginDefinitionSchema = z.object({
  id: z.string().regex(PLUGIN_ID_PATTERN, { message: 'must match ^[a-z][a-z0-9-]{1,48}$' }),
  version: z.string(),
  sdk: z.string(),
  extensions: z.array(z.object({ type: z.string(), properties: z.record(z.string(), z.unknown()) })),
  actions: z.array(z.string().min(1)).optional(),
  flags: z
    .array(z.object({ key: z.string().min(1), default: z.boolean(), feature: z.string().min(1).optional() }))
    .optional(),
  translations: z.record(z.string(), fn('translation loader')).optional(),
});
