import type * as ZodMini from 'zod/mini';
import { absolutePath, gateRequirements, nonEmpty, pathClaims, type CodeSchema, type ExtensionKind, type Zod } from './kindRules.js';

/** Properties of a `console.page/route` extension as a manifest states them (see the SDK's `RouteExtension`). */
export interface RouteProperties {
  readonly path: string;
  readonly aliases?: readonly string[];
  readonly module?: string;
  readonly flag?: string;
  readonly subscription?: string;
  readonly landing?: number;
}

/** The first and last step of the spec's landing priority (section 4). */
export const LANDING_STEPS = { first: 1, last: 21 } as const;

/** The properties' schema; `code` checks the slots that hold code. */
export const routeProperties = <C extends CodeSchema>(z: Zod, code: C) =>
  z.object({
    path: absolutePath(z),
    aliases: z.optional(z.array(absolutePath(z))),
    module: z.optional(nonEmpty(z)),
    flag: z.optional(nonEmpty(z)),
    subscription: z.optional(nonEmpty(z)),
    landing: z.optional(
      z.int('must be an integer').check(
        z.minimum(LANDING_STEPS.first, `must be ${LANDING_STEPS.first} to ${LANDING_STEPS.last}`),
        z.maximum(LANDING_STEPS.last, `must be ${LANDING_STEPS.first} to ${LANDING_STEPS.last}`),
      ),
    ),
    component: code,
  });

/** A page inside the console layout: claims its path and aliases; shown when its module, subscription and flag allow. */
export const routeKind = {
  type: 'console.page/route',
  codeProperties: ['component'],
  labelKeys: () => [],
  claims: pathClaims,
  visibility: (p) => gateRequirements(p),
} as const satisfies ExtensionKind<'console.page/route', RouteProperties>;

/** The route schema's output for a given code slot. */
export type RouteSchemaOutput<C extends CodeSchema> = ZodMini.output<ReturnType<typeof routeProperties<C>>>;
