import { dashboardCardKind, dashboardCardProperties } from './dashboardCard.js';
import type { KnownExtensionType } from './extensionKinds.js';
import type { PropertiesSchema } from './kindRules.js';
import { menuItemKind, menuItemProperties } from './menuItem.js';
import { routeKind, routeProperties } from './route.js';
import { standalonePageKind, standalonePageProperties } from './standalonePage.js';

/** Each known kind's properties' schema, by type (apart from the rules, which load no zod). */
export const EXTENSION_PROPERTY_SCHEMAS: Readonly<Record<KnownExtensionType, PropertiesSchema>> = {
  [routeKind.type]: routeProperties,
  [standalonePageKind.type]: standalonePageProperties,
  [menuItemKind.type]: menuItemProperties,
  [dashboardCardKind.type]: dashboardCardProperties,
};

/** The properties' schema of an extension type, `undefined` for a type the console does not know. */
export function extensionPropertiesSchema(type: string): PropertiesSchema | undefined {
  return Object.hasOwn(EXTENSION_PROPERTY_SCHEMAS, type) ? EXTENSION_PROPERTY_SCHEMAS[type as KnownExtensionType] : undefined;
}
