// What every extension kind is made of, and the building blocks of its schema.
// Schemas are built with the zod/mini parts the caller passes (`zodParts`: the
// build, the server, the browser's lazily loaded validator): the kinds import no zod at run time,
// so the console's runtime can use their claims and visibility rules without it.
import type * as ZodMini from 'zod/mini';
import type { zodParts } from '../zodParts.js';

/** The zod/mini functions a schema is built with ({@link zodParts}). */
export type Zod = typeof zodParts;

/** Builds a kind's properties' schema; `code` checks the slots that hold code. */
export type PropertiesSchema = <C extends CodeSchema>(z: Zod, code: C) => ZodMini.ZodMiniType;

/** A schema for the slots of an extension that hold code: a function in a definition, a `{ $code }` in a manifest. */
export type CodeSchema = ZodMini.ZodMiniType;

/** Something an extension holds exclusively across all plugins. */
export interface Claim {
  readonly kind: 'route' | 'menu-id' | 'card-place';
  /** The path, menu id or card place (`appId` as text). */
  readonly value: string;
  /** Where in the extension's properties it is claimed, e.g. `properties.aliases[1]`. */
  readonly field: string;
}

/**
 * One condition that must hold for the user to see an extension, checked in
 * the order given: the role grants `grant` (the RBAC id for `module`), the
 * organisation has bought `subscription`, the flag is on.
 */
export type VisibilityRequirement =
  | { readonly kind: 'module'; readonly module: string; readonly grant: string }
  /** The role grants at least one of `grants` (the RBAC ids of `modules`, in the same order). */
  | { readonly kind: 'any-module'; readonly modules: readonly string[]; readonly grants: readonly string[] }
  | { readonly kind: 'subscription'; readonly subscription: string }
  | { readonly kind: 'flag'; readonly flag: string };

/**
 * An extension kind's rules: its type string, what it claims and who sees it.
 * Its properties' schema is a separate export of the same file, so that code
 * which only needs the rules (the console's runtime) does not load zod.
 */
export interface ExtensionKind<Type extends string = string, Properties = Record<string, unknown>> {
  readonly type: Type;
  /** Names of the properties that hold code (replaced by `{ $code }` in a manifest). */
  readonly codeProperties: readonly string[];
  /** Label keys the properties name (the manifest carries their default-language text). */
  readonly labelKeys: (properties: Properties) => readonly string[];
  readonly claims: (properties: Properties) => readonly Claim[];
  readonly visibility: (properties: Properties) => readonly VisibilityRequirement[];
}

export const nonEmpty = (z: Zod) => z.string().check(z.minLength(1, 'must not be empty'));
export const absolutePath = (z: Zod) => z.string().check(z.startsWith('/', 'must start with "/"'));

/** The fields every page kind has: where it is, and who may see it. */
export const pageFields = (z: Zod) => ({
  path: absolutePath(z),
  aliases: z.optional(z.array(absolutePath(z))),
  module: z.optional(nonEmpty(z)),
  anyModule: z.optional(anyModule(z)),
  flag: z.optional(nonEmpty(z)),
  subscription: z.optional(nonEmpty(z)),
});

/**
 * `anyModule`: grants any one of which shows the extension (a DASHBOARD sub-app named by its grant, `DASHBOARD/<id>`),
 * at least one, none twice.
 */
export const anyModule = (z: Zod) =>
  z.array(nonEmpty(z)).check(
    z.minLength(1, 'must name at least one module'),
    z.refine((ids) => new Set(ids).size === ids.length, 'must not name a module twice'),
  );

/** The check a gated kind's schema adds: `module` and `anyModule` are two ways of saying one thing, so only one is given. */
export const oneModuleField = (z: Zod) =>
  z.refine<{ readonly module?: string | undefined; readonly anyModule?: readonly string[] | undefined }>((p) => p.module === undefined || p.anyModule === undefined,
    { message: 'give either "module" or "anyModule", not both', path: ['anyModule'] });

/** The code slot of a manifest: `{ "$code": "<file relative to the manifest>" }`. */
export const codeReference = (z: Zod) => z.readonly(z.object({ $code: nonEmpty(z) }));

/** The gate every kind may carry (module or any of several, flag, subscription), in the order they are checked. */
export function gateRequirements(
  properties: { readonly module?: string; readonly anyModule?: readonly string[]; readonly subscription?: string; readonly flag?: string },
  grant: (module: string) => string = (module) => module,
): VisibilityRequirement[] {
  const requirements: VisibilityRequirement[] = [];
  if (properties.module) requirements.push({ kind: 'module', module: properties.module, grant: grant(properties.module) });
  if (properties.anyModule?.length) requirements.push({ kind: 'any-module', modules: properties.anyModule, grants: properties.anyModule.map(grant) });
  if (properties.subscription) requirements.push({ kind: 'subscription', subscription: properties.subscription });
  if (properties.flag) requirements.push({ kind: 'flag', flag: properties.flag });
  return requirements;
}

/** Paths a page claims: its path and each alias. */
export function pathClaims(properties: { readonly path: string; readonly aliases?: readonly string[] }): Claim[] {
  return [
    { kind: 'route', value: properties.path, field: 'properties.path' },
    ...(properties.aliases ?? []).map((alias, i): Claim => ({ kind: 'route', value: alias, field: `properties.aliases[${i}]` })),
  ];
}
