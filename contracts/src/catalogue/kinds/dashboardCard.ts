import * as z from 'zod/mini';
import { absolutePath, gateRequirements, nonEmpty, type CodeSchema, type ExtensionKind } from './kindRules.js';

/** Properties of a `console.dashboard/card` extension as a manifest states them (see the SDK's `DashboardCardExtension`). */
export interface DashboardCardProperties {
  readonly appId: number;
  readonly titleKey: string;
  readonly infoKey?: string;
  readonly module: string;
  readonly flag?: string;
  readonly subscription?: string;
  readonly href: string;
}

/** The RBAC id that grants a DASHBOARD sub-app (a card's `module`). */
export const dashboardGrant = (subApp: string): string => `DASHBOARD/${subApp}`;

const properties = <C extends CodeSchema>(code: C) =>
  z.object({
    appId: z.int('must be an integer').check(z.minimum(0, 'must be 0 or more')),
    titleKey: nonEmpty(),
    infoKey: z.optional(nonEmpty()),
    module: nonEmpty(),
    flag: z.optional(nonEmpty()),
    subscription: z.optional(nonEmpty()),
    href: absolutePath(),
    loadCount: code,
    component: z.optional(code),
  });

/**
 * A card on the dashboard: claims its place (`appId`); shown when the role
 * grants its DASHBOARD sub-app, the subscription is bought and the flag is on.
 */
export const dashboardCardKind = {
  type: 'console.dashboard/card',
  properties,
  codeProperties: ['loadCount', 'component'],
  labelKeys: (p) => [p.titleKey, ...(p.infoKey ? [p.infoKey] : [])],
  claims: (p) => [{ kind: 'card-place', value: String(p.appId), field: 'properties.appId' }],
  visibility: (p) => gateRequirements(p, dashboardGrant),
} as const satisfies ExtensionKind<'console.dashboard/card', DashboardCardProperties>;

/** The card schema's output for a given code slot. */
export type DashboardCardSchemaOutput<C extends CodeSchema> = z.output<ReturnType<typeof properties<C>>>;
