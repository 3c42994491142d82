// The definition rules the console shares with the build and the server
// (contracts' catalogue), re-exported here for the host API.
export { EXTENSION_TYPES, PLUGIN_ID_PATTERN } from '@palisade/contracts/catalogue';
export type { KnownExtensionType } from '@palisade/contracts/catalogue';
