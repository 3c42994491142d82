export { pluginConfig, readPluginPackage, PluginPackageError } from './pluginConfig.js';
export type { PluginConfigOptions, PluginPackageInfo } from './pluginConfig.js';
export {
  SHARED_MODULES,
  SHARED_PACKAGES,
  PLUGIN_SHARED_SPECIFIERS,
  HOST_ONLY_SPECIFIERS,
  ROOT_CONFIG_SPECIFIER,
  PLUGIN_SPECIFIER_PREFIX,
  isPluginShared,
  REACT_ROUTER_EXPORTS,
} from './sharedModules.js';
export { sharedBindingsPlugin, sharedExportNames } from './sharedBindings.js';
export type { SharedModule, SharedModuleFormat } from './sharedModules.js';
export { sharedCheckPlugin, SharedModuleBundledError } from './sharedCheck.js';
export { cssPlugin } from './cssPlugin.js';
export type { CssPluginOptions } from './cssPlugin.js';
export { jsonPlugin } from './jsonPlugin.js';
export { startDevServer, devServerPlugin } from './devServer.js';
export type { DevServerOptions } from './devServer.js';
export { parsePluginImportMap, consoleImportMap, ImportMapError, ROOT_CONFIG_SCOPE } from './importMap.js';
export type { ImportMap, ImportMapIssue, ConsoleImportMapInput } from './importMap.js';
export { checkBuiltConsole, REACT_SIGNATURES } from './bundleCheck.js';
export { depcache, systemDependencies } from './depcache.js';
export { scriptIntegrity, pluginIntegrity } from './integrity.js';
export { pluginManifestPlugin, parsePluginManifest, sriHash, PluginManifestError, PLUGIN_MANIFEST_FILE } from './pluginManifest.js';
export type { PluginManifest, PluginManifestOptions } from './pluginManifest.js';
export { buildManifest, messageFor, DEFAULT_LOCALE } from './buildManifest.js';
export type { ManifestInputs } from './buildManifest.js';
export { evaluateDefinition, evaluateMessages, importedSource, DefinitionEvaluationError } from './evaluateDefinition.js';
export { checkAgainstConsole } from './checkAgainstConsole.js';
export type { ConsoleFacts, ConsoleCheckResult } from './checkAgainstConsole.js';
export { loadConsoleFacts, defaultConsoleFacts, installedSdkVersion, ConsoleFactsError } from './consoleFacts.js';
export { validatePlugin } from './validatePlugin.js';
export type { ValidatePluginOptions } from './validatePlugin.js';
