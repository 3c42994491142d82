import { dashboardCardKind } from './dashboardCard.js';
import type { Claim, ExtensionKind, VisibilityRequirement } from './kindRules.js';
import { menuItemKind } from './menuItem.js';
import { routeKind } from './route.js';
import { standalonePageKind } from './standalonePage.js';

/** Every extension kind the console knows, by type. Adding a kind: its two files, a line here and in extensionSchemas.ts, and its consumer. */
export const EXTENSION_KINDS = {
  [routeKind.type]: routeKind,
  [standalonePageKind.type]: standalonePageKind,
  [menuItemKind.type]: menuItemKind,
  [dashboardCardKind.type]: dashboardCardKind,
} as const;

/** The `type` strings the console knows. */
export type KnownExtensionType = keyof typeof EXTENSION_KINDS;

/** The known types, in a stable order (for messages). */
export const EXTENSION_TYPES = Object.keys(EXTENSION_KINDS) as KnownExtensionType[];

/** The kind of an extension type, `undefined` for a type the console does not know. */
export function extensionKind(type: string): ExtensionKind<string, never> | undefined {
  return Object.hasOwn(EXTENSION_KINDS, type) ? (EXTENSION_KINDS[type as KnownExtensionType] as ExtensionKind<string, never>) : undefined;
}

/** What an extension claims exclusively (nothing for an unknown type). */
export function extensionClaims(extension: { readonly type: string; readonly properties: object }): readonly Claim[] {
  return (extensionKind(extension.type)?.claims as ((p: object) => readonly Claim[]) | undefined)?.(extension.properties) ?? [];
}

/** Who may see an extension, in the order the conditions are checked (nothing for an unknown type). */
export function extensionVisibility(extension: { readonly type: string; readonly properties: object }): readonly VisibilityRequirement[] {
  return (extensionKind(extension.type)?.visibility as ((p: object) => readonly VisibilityRequirement[]) | undefined)?.(extension.properties) ?? [];
}
