/**
 * `@palisade/sdk/host`: what only the root config may call — creating the
 * runtime, setting the session, validating and registering plugins. The
 * import map exposes it to the root config's scope only.
 *
 * @packageDocumentation
 */

export { createConsoleRuntime } from './runtime/createConsoleRuntime';
export type { ConsoleRuntime, ConsoleRuntimeOptions, ConsoleStore } from './runtime/ConsoleRuntime';
export type { ConsoleAtoms } from './runtime/consoleAtoms';
export { ConsoleProvider } from './runtime/ConsoleProvider';
export type { ConsoleProviderProps } from './runtime/ConsoleProvider';
export { PluginProvider } from './plugin/PluginProvider';
export type { PluginProviderProps } from './plugin/PluginProvider';
export { SDK_VERSION } from './runtime/sdkVersion';

// A browser override's manifest is checked with the server's rules (zod, semver): a chunk of its own, loaded on first use.
export { loadCatalogueResolver } from './catalogue/loadCatalogueResolver';

// Visibility and routing
export { isExtensionVisible } from './extensions/isExtensionVisible';
export type { VisibilityContext } from './extensions/isExtensionVisible';
export { extensionGate } from './extensions/extensionGate';
export type { ExtensionGate } from './extensions/extensionGate';
export { findRouteForPath } from './extensions/findRouteForPath';
export { matchRoutePath } from './extensions/matchRoutePath';
export type { ContributedExtension } from './extensions/ContributedExtension';

// State inputs
export type { SessionInput } from './session/SessionState';
export type { AccessInput, AccessState, GrantedModule } from './access/AccessState';
export type { FeatureFlagEntry } from './flags/FeatureFlagMap';
export { DEFAULT_FEATURE } from './flags/FeatureFlagMap';
export { groupFeatureFlags, flagDefaults, isFlagEnabled } from './flags/groupFeatureFlags';
export type { Toast } from './notifications/Toast';

// Services
export { createHttpClient } from './http/createHttpClient';
export type { HttpClientOptions } from './http/createHttpClient';
export { createErrorReporter } from './errors/createErrorReporter';
export type { ErrorContext, ErrorReporter, ErrorReporterOptions, SentryLike } from './errors/createErrorReporter';
export { TRACES_SAMPLE_RATE } from './errors/tracing';
export { DEFAULT_LOCALE, CONSOLE_NAMESPACE } from './i18n/createI18n';
export { pickLocale } from './i18n/registerPluginTranslations';
export { prefetchCount } from './dashboard/useCount';
export { cardCountLoader } from './dashboard/cardCountLoader';
export { useConsoleTranslation } from './i18n/useConsoleTranslation';
