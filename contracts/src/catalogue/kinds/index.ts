// The extension kinds' rules and schemas, without the manifest parser and the
// resolver (semver): what the console's runtime imports.
export { EXTENSION_KINDS, EXTENSION_TYPES, extensionKind, extensionClaims, extensionVisibility } from './extensionKinds.js';
export type { KnownExtensionType } from './extensionKinds.js';
export { EXTENSION_PROPERTY_SCHEMAS, extensionPropertiesSchema } from './extensionSchemas.js';
export { codeReference } from './kindRules.js';
export type { Claim, CodeSchema, ExtensionKind, PropertiesSchema, VisibilityRequirement, Zod } from './kindRules.js';
export { PLUGIN_ID_PATTERN } from '../pluginId.js';
export { formatIssuePath } from '../formatIssuePath.js';
export { routeKind, routeProperties, LANDING_STEPS, HOSTED_KINDS } from './route.js';
export type { RouteProperties, RouteSchemaOutput } from './route.js';
export { standalonePageKind, standalonePageProperties } from './standalonePage.js';
export type { StandalonePageProperties, StandalonePageSchemaOutput } from './standalonePage.js';
export { menuItemKind, menuItemProperties, MENU_INDICATORS, MENU_SECTIONS } from './menuItem.js';
export type { MenuItemProperties, MenuItemSchemaOutput } from './menuItem.js';
export { dashboardCardKind, dashboardCardProperties, dashboardGrant, cardGrant } from './dashboardCard.js';
export type { DashboardCardProperties, DashboardCardSchemaOutput } from './dashboardCard.js';
