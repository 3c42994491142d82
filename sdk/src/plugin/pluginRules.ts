// Plain constants of the definition rules, kept apart from the zod schema so
// that importing them does not load zod.

/** The id rule: lower case, starts with a letter, 2 to 49 characters of `a-z`, `0-9`, `-`. */
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9-]{1,48}$/;

/** The extension types the console knows. */
export const EXTENSION_TYPES = ['console.page/route', 'console.navigation/item', 'console.dashboard/card'] as const;

/** One of {@link EXTENSION_TYPES}. */
export type KnownExtensionType = (typeof EXTENSION_TYPES)[number];
