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
  ManifestModule,
  PluginManifest,
} from './Catalogue.js';
export { parsePluginManifest } from './parsePluginManifest.js';
export type { ManifestIssue, ManifestParseResult } from './parsePluginManifest.js';
export { resolveCatalogue, PLUGIN_SPECIFIER_PREFIX } from './resolveCatalogue.js';
export type { CatalogueEntry, ResolveCatalogueOptions } from './resolveCatalogue.js';
export { routesOverlap } from './routesOverlap.js';
export { CONSOLE_PATHS, DEFAULT_RESERVED_CARD_PLACES } from './consolePaths.js';
export type { ConsolePath } from './consolePaths.js';
export { zodParts } from './zodParts.js';
export {
  PLUGIN_MODULE_ID_PATTERN,
  PLUGIN_MODULE_ID_RULE,
  PLUGIN_MODULES_MAX,
  BUILT_IN_MODULE_IDS,
  isPluginModuleId,
  moduleNamespace,
} from './pluginModules.js';
export {
  EXTENSION_KINDS,
  EXTENSION_TYPES,
  extensionKind,
  extensionClaims,
  extensionVisibility,
  EXTENSION_PROPERTY_SCHEMAS,
  extensionPropertiesSchema,
  codeReference,
  PLUGIN_ID_PATTERN,
  formatIssuePath,
  routeKind,
  routeProperties,
  LANDING_STEPS,
  standalonePageKind,
  standalonePageProperties,
  menuItemKind,
  menuItemProperties,
  MENU_INDICATORS,
  MENU_SECTIONS,
  dashboardCardKind,
  dashboardCardProperties,
  dashboardGrant,
  cardGrant,
} from './kinds/index.js';
export type {
  KnownExtensionType,
  Claim,
  CodeSchema,
  ExtensionKind,
  PropertiesSchema,
  VisibilityRequirement,
  Zod,
  RouteProperties,
  RouteSchemaOutput,
  StandalonePageProperties,
  StandalonePageSchemaOutput,
  MenuItemProperties,
  MenuItemSchemaOutput,
  DashboardCardProperties,
  DashboardCardSchemaOutput,
} from './kinds/index.js';
