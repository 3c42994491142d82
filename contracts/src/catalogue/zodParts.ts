// The zod/mini functions the kinds' schemas use, by name: a caller hands this
// object to a kind's schema, so bundles keep just these (zod's namespace
// object would bring every export, locales included).
import { array, boolean, enum as literalOf, int, maximum, minimum, minLength, number, object, optional, readonly, record, refine, regex, startsWith, string, unknown } from 'zod/mini';

/** The zod/mini parts a kind's schema is built with. */
export const zodParts = { array, boolean, enum: literalOf, int, maximum, minimum, minLength, number, object, optional, readonly, record, refine, regex, startsWith, string, unknown } as const;
