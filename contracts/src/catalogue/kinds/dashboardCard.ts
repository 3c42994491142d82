import type * as ZodMini from 'zod/mini';
import { isPluginModuleId } from '../pluginModules.js';
import { absolutePath, gateRequirements, nonEmpty, type CodeSchema, type ExtensionKind, type Zod } from './kindRules.js';

/** Properties of a `console.dashboard/card` extension as a manifest states them (see the SDK's `DashboardCardExtension`). */
export interface DashboardCardProperties {
  readonly appId: number;
  readonly titleKey: string;
  readonly infoKey?: string;
  readonly module: string;
  readonly flag?: string;
  readonly subscription?: string;
  readonly href: string;
  readonly count?: { readonly path: string; readonly method?: 'GET' | 'POST'; readonly json?: Readonly<Record<string, unknown>>; readonly field?: string; readonly unit?: '%' };
  readonly trend?: { readonly metric: string; readonly dimension?: string; readonly href?: string; readonly better?: 'higher' | 'lower' | 'neither'; readonly unit?: '%' };
}

/** The RBAC id that grants a DASHBOARD sub-app (a card's `module`). */
export const dashboardGrant = (subApp: string): string => `DASHBOARD/${subApp}`;

/**
 * What a card's `module` asks of the role: a built-in id names a DASHBOARD
 * sub-app (`DASHBOARD/<id>`, apart from the area of the same name); a plugin's
 * own module id (`acme.inventory`) is granted as is, the same grant as its pages.
 */
export const cardGrant = (module: string): string => (isPluginModuleId(module) ? module : dashboardGrant(module));

// An API path the console's HTTP client resolves under its API root: never another origin or a step out of the root.
const apiPath = (z: Zod) =>
  nonEmpty(z).check(z.refine((path) => !path.startsWith('/') && !path.includes('://') && !path.split(/[/?]/).includes('..'), 'must be a path under the console API root, without a leading "/" or ".."'));

/** The properties' schema; `code` checks the slots that hold code. */
export const dashboardCardProperties = <C extends CodeSchema>(z: Zod, code: C) =>
  z.object({
    appId: z.int('must be an integer').check(z.minimum(0, 'must be 0 or more')),
    titleKey: nonEmpty(z),
    infoKey: z.optional(nonEmpty(z)),
    module: nonEmpty(z),
    flag: z.optional(nonEmpty(z)),
    subscription: z.optional(nonEmpty(z)),
    href: absolutePath(z),
    trend: z.optional(z.object({
      metric: nonEmpty(z),
      dimension: z.optional(nonEmpty(z)),
      href: z.optional(absolutePath(z)),
      better: z.optional(z.enum(['higher', 'lower', 'neither'])),
      unit: z.optional(z.enum(['%'])),
    })),
    count: z.optional(z.object({
      path: apiPath(z),
      method: z.optional(z.enum(['GET', 'POST'], 'must be one of: GET, POST')),
      json: z.optional(z.record(z.string(), z.unknown())),
      field: z.optional(nonEmpty(z)),
      unit: z.optional(z.enum(['%'])),
    })),
    loadCount: z.optional(code),
    component: z.optional(code),
  }).check(
    z.refine((p) => (p.count === undefined) !== (p.loadCount === undefined), { message: 'a card needs exactly one of "count" and "loadCount"', path: ['count'] }),
  );

/**
 * A card on the dashboard: claims its place (`appId`); shown when the role
 * grants its module (see {@link cardGrant}), the subscription is bought and the flag is on.
 */
export const dashboardCardKind = {
  type: 'console.dashboard/card',
  codeProperties: ['loadCount', 'component'],
  labelKeys: (p) => [p.titleKey, ...(p.infoKey ? [p.infoKey] : [])],
  claims: (p) => [{ kind: 'card-place', value: String(p.appId), field: 'properties.appId' }],
  visibility: (p) => gateRequirements(p, cardGrant),
} as const satisfies ExtensionKind<'console.dashboard/card', DashboardCardProperties>;

/** The card schema's output for a given code slot. */
export type DashboardCardSchemaOutput<C extends CodeSchema> = ZodMini.output<ReturnType<typeof dashboardCardProperties<C>>>;
