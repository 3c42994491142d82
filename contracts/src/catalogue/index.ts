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
