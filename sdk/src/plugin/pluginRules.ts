// The definition rules the console shares with the build and the server
// (contracts' catalogue kinds, which load neither zod nor semver), re-exported for the host API.
export { EXTENSION_TYPES, PLUGIN_ID_PATTERN } from '@palisade/contracts/catalogue/kinds';
export type { KnownExtensionType } from '@palisade/contracts/catalogue/kinds';
