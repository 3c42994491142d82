export {
  CONNECTOR_ADDRESS_MESSAGES, isIpv4Address, isNetmask, optionalAddress, optionalNetmask, optionalHost,
} from './connectorAddresses.js';
export {
  CLOUD_PROVIDERS, VM_SIZES, HYPERVISORS, LOCATION_CREATIONS, IP_MODES, GATEWAY_TYPES, FORWARDING_METHODS, RULE_SOURCE_TYPES,
  AUP_FREQUENCY_DAYS, BANDWIDTH_MBPS, PROVIDER_ACCOUNT_SECRETS,
  provisioningTemplateRequest, locationTemplateRequest, gatewayRequest, forwardingRuleRequest, forwardingOrderRequest,
  providerAccountRequest, connectorGroupRequest, connectorRequest,
} from './connectorObjects.js';
export type {
  CloudProvider, ProvisioningTemplateInput, ProvisioningTemplate, LocationTemplateInput, LocationTemplate, GatewayInput,
  ForwardingRuleInput, ProviderAccountInput,
} from './connectorObjects.js';
export { CONNECTOR_KINDS, CONNECTOR_KIND_LABELS } from './connectorKinds.js';
export type { ConnectorKind, PendingChange, ConnectorObject, ConnectorList, AreaAdministrator } from './connectorKinds.js';
export { ACTIVATION_STATES, resolveConflictRequest } from './connectorActivation.js';
export type {
  ActivationState, ActivationConflict, ActivationProblem, OtherAdministrator, QueuedActivation, ActivationStatus,
  ActivationOutcome, ConflictResolution,
} from './connectorActivation.js';
export { TRAFFIC_METHOD_LABELS, SESSION_LOG_FILTERS, SESSION_LOG_SORTS, SESSION_METHODS, HEALTH_FILTERS, HEALTH_SORTS } from './connectorTelemetry.js';
export type {
  TrafficMethodKey, TelemetryRange, TrafficFigures, ByMethod, ConnectorState, ConnectorHealth, SeriesPoint, TelemetryOverview, DownAlert, TelemetryHealth, HealthSort,
  RankedValue, TelemetryTraffic, TelemetryDns, TelemetrySessionInsights, SessionLogEntry, SessionLogPage,
} from './connectorTelemetry.js';
export { CONNECTOR_LISTS, LISTED_CONNECTOR_KINDS } from './connectorLists.js';
export type { ListedConnectorKind, ConnectorListSort, ConnectorListFilter, ConnectorListPage } from './connectorLists.js';
export { LATITUDE, LONGITUDE, connectorLocationRequest, coordinatesOf } from './connectorLocations.js';
export type { ConnectorLocationInput } from './connectorLocations.js';
