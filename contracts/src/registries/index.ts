export { REGISTRY_KINDS, REGISTRY_SECRETS, registryRequest } from './registryRequests.js';
export type { RegistryKind, RegistryRequest, RegistryRequestInput } from './registryRequests.js';
