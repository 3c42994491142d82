export type {
  Catalogue,
  CatalogueExtension,
  CataloguePlugin,
  CatalogueProblem,
  CatalogueProblemKind,
  CatalogueSource,
  CodeReference,
  ManifestExtension,
  ManifestFlag,
  PluginManifest,
} from './Catalogue.js';
export { parsePluginManifest, PLUGIN_ID_PATTERN } from './parsePluginManifest.js';
export type { ManifestIssue, ManifestParseResult } from './parsePluginManifest.js';
export { resolveCatalogue, PLUGIN_SPECIFIER_PREFIX } from './resolveCatalogue.js';
export type { CatalogueEntry, ResolveCatalogueOptions } from './resolveCatalogue.js';
export { routesOverlap } from './routesOverlap.js';
export { formatIssuePath } from './formatIssuePath.js';
export { EXTENSION_KINDS, EXTENSION_TYPES, extensionKind, extensionClaims, extensionVisibility } from './kinds/extensionKinds.js';
export type { KnownExtensionType } from './kinds/extensionKinds.js';
export { codeReference } from './kinds/kindRules.js';
export type { Claim, CodeSchema, ExtensionKind, VisibilityRequirement } from './kinds/kindRules.js';
export { routeKind, LANDING_STEPS } from './kinds/route.js';
export type { RouteProperties, RouteSchemaOutput } from './kinds/route.js';
export { standalonePageKind } from './kinds/standalonePage.js';
export type { StandalonePageProperties, StandalonePageSchemaOutput } from './kinds/standalonePage.js';
export { menuItemKind, MENU_SECTIONS } from './kinds/menuItem.js';
export type { MenuItemProperties, MenuItemSchemaOutput } from './kinds/menuItem.js';
export { dashboardCardKind, dashboardGrant } from './kinds/dashboardCard.js';
export type { DashboardCardProperties, DashboardCardSchemaOutput } from './kinds/dashboardCard.js';
