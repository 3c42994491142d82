// What every extension kind is made of, and the building blocks of its schema.
// zod/mini: the same checks as the classic API at a fraction of the bytes. Schemas
// are built by functions, never at module top level, so that importing a kind's
// claims or visibility rule does not pull zod into a bundle.
import * as z from 'zod/mini';

/** A schema for the slots of an extension that hold code: a function in a definition, a `{ $code }` in a manifest. */
export type CodeSchema = z.ZodMiniType;

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
  | { readonly kind: 'subscription'; readonly subscription: string }
  | { readonly kind: 'flag'; readonly flag: string };

/** An extension kind: its type string, its properties' schema, what it claims and who sees it. */
export interface ExtensionKind<Type extends string = string, Properties = Record<string, unknown>> {
  readonly type: Type;
  /** Properties' schema; `code` checks the slots that hold code. */
  readonly properties: <C extends CodeSchema>(code: C) => z.ZodMiniType;
  /** Names of the properties that hold code (replaced by `{ $code }` in a manifest). */
  readonly codeProperties: readonly string[];
  /** Label keys the properties name (the manifest carries their default-language text). */
  readonly labelKeys: (properties: Properties) => readonly string[];
  readonly claims: (properties: Properties) => readonly Claim[];
  readonly visibility: (properties: Properties) => readonly VisibilityRequirement[];
}

export const nonEmpty = () => z.string().check(z.minLength(1, 'must not be empty'));
export const absolutePath = () => z.string().check(z.startsWith('/', 'must start with "/"'));

/** The code slot of a manifest: `{ "$code": "<file relative to the manifest>" }`. */
export const codeReference = () => z.readonly(z.object({ $code: nonEmpty() }));

/** The gate every kind may carry (module, flag, subscription), in the order they are checked. */
export function gateRequirements(
  properties: { readonly module?: string; readonly subscription?: string; readonly flag?: string },
  grant: (module: string) => string = (module) => module,
): VisibilityRequirement[] {
  const requirements: VisibilityRequirement[] = [];
  if (properties.module) requirements.push({ kind: 'module', module: properties.module, grant: grant(properties.module) });
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
