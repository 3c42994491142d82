import type * as ZodMini from 'zod/mini';
import { dashboardCardKind } from './dashboardCard.js';
import { gateRequirements, oneModuleField, pageFields, pathClaims, type CodeSchema, type ExtensionKind, type Zod } from './kindRules.js';

/** The kinds a route may host: the console draws their frames from the catalogue alone when the route's plugin fails. */
export const HOSTED_KINDS = [dashboardCardKind.type] as const;

/** Properties of a `console.page/route` extension as a manifest states them (see the SDK's `RouteExtension`). */
export interface RouteProperties {
  readonly path: string;
  readonly aliases?: readonly string[];
  readonly module?: string;
  readonly anyModule?: readonly string[];
  readonly flag?: string;
  readonly subscription?: string;
  readonly landing?: number;
  readonly hosts?: (typeof HOSTED_KINDS)[number];
}

/** The first and last step of the spec's landing priority (section 4). */
export const LANDING_STEPS = { first: 1, last: 21 } as const;

/** The properties' schema; `code` checks the slots that hold code. */
export const routeProperties = <C extends CodeSchema>(z: Zod, code: C) =>
  z.object({
    ...pageFields(z),
    landing: z.optional(
      z.int('must be an integer').check(
        z.minimum(LANDING_STEPS.first, `must be ${LANDING_STEPS.first} to ${LANDING_STEPS.last}`),
        z.maximum(LANDING_STEPS.last, `must be ${LANDING_STEPS.first} to ${LANDING_STEPS.last}`),
      ),
    ),
    hosts: z.optional(z.enum(HOSTED_KINDS, `must be one of: ${HOSTED_KINDS.join(', ')}`)),
    component: code,
  }).check(oneModuleField(z));

/** A page inside the console layout: claims its path and aliases; shown when its module (or any of `anyModule`), subscription and flag allow. */
export const routeKind = {
  type: 'console.page/route',
  codeProperties: ['component'],
  labelKeys: () => [],
  claims: pathClaims,
  visibility: (p) => gateRequirements(p),
} as const satisfies ExtensionKind<'console.page/route', RouteProperties>;

/** The route schema's output for a given code slot. */
export type RouteSchemaOutput<C extends CodeSchema> = ZodMini.output<ReturnType<typeof routeProperties<C>>>;
