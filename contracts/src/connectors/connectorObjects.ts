import { z } from 'zod';
import { intInRange, noWhitespace, optionalText, requiredText, VALIDATION_MESSAGES } from '../validation.js';
import { optionalAddress, optionalHost, optionalNetmask } from './connectorAddresses.js';

export const CLOUD_PROVIDERS = ['AWS', 'Azure'] as const;
export const VM_SIZES = ['small', 'medium', 'large'] as const;
export const HYPERVISORS = ['vmware', 'kvm', 'hyperv'] as const;
export const LOCATION_CREATIONS = ['automatic', 'existing', 'new'] as const;
export const IP_MODES = ['automatic', 'manual'] as const;
export const GATEWAY_TYPES = ['zia', 'logAndControl'] as const;
export const FORWARDING_METHODS = ['ZIA', 'ZPA', 'DIRECT', 'DROP'] as const;
export const RULE_SOURCE_TYPES = ['any', 'group', 'location'] as const;

/** Ranges of the location template's numbers, checked with the spec's range text. */
export const AUP_FREQUENCY_DAYS = { min: 1, max: 180 } as const;
export const BANDWIDTH_MBPS = { min: 1, max: 99_999 } as const;

export type CloudProvider = (typeof CLOUD_PROVIDERS)[number];

const required = (value: string) => value.trim() !== '';
const need = (ctx: z.RefinementCtx, path: string) => ctx.addIssue({ code: 'custom', path: [path], message: VALIDATION_MESSAGES.required });

/** A Cloud or Branch Connector provisioning template; defaults as the spec gives them (VM size Small, location creation automatic). */
export const provisioningTemplateRequest = z.object({
  type: z.enum(['cloud', 'branch']),
  name: requiredText(128),
  description: optionalText(512),
  provider: z.enum(CLOUD_PROVIDERS).default('AWS'),
  locationCreation: z.enum(LOCATION_CREATIONS).default('automatic'),
  locationId: z.string().max(80).default(''),
  locationTemplateId: z.string().max(80).default(''),
  groupId: z.string().max(80).default(''),
  vmSize: z.enum(VM_SIZES).default('small'),
  hypervisor: z.enum(HYPERVISORS).default('vmware'),
  managementIpMode: z.enum(IP_MODES).default('automatic'),
  managementIp: optionalAddress(),
  serviceIpMode: z.enum(IP_MODES).default('automatic'),
  serviceIp: optionalAddress(),
  defaultGateway: optionalAddress(),
  dnsServer1: optionalAddress(),
  dnsServer2: optionalAddress(),
  netmask: optionalNetmask(),
  loadBalancerIp: optionalAddress(),
}).superRefine((t, ctx) => {
  if (t.locationCreation === 'existing' && !required(t.locationId)) need(ctx, 'locationId');
  if (t.locationCreation !== 'existing' && !required(t.locationTemplateId)) need(ctx, 'locationTemplateId');
  if (t.managementIpMode === 'manual' && !required(t.managementIp)) need(ctx, 'managementIp');
  if (t.serviceIpMode === 'manual' && !required(t.serviceIp)) need(ctx, 'serviceIp');
  if (t.managementIpMode === 'manual' || t.serviceIpMode === 'manual') {
    for (const field of ['defaultGateway', 'netmask', 'dnsServer1'] as const) if (!required(t[field])) need(ctx, field);
  }
});
export type ProvisioningTemplateInput = z.input<typeof provisioningTemplateRequest>;
export type ProvisioningTemplate = z.output<typeof provisioningTemplateRequest>;

/** A location template: what each location made from it gets. */
export const locationTemplateRequest = z.object({
  name: requiredText(128),
  prefix: noWhitespace(32),
  xffForwarding: z.boolean().default(false),
  enforceAuthentication: z.boolean().default(false),
  caution: z.boolean().default(false),
  aup: z.boolean().default(false),
  aupFrequencyDays: intInRange(AUP_FREQUENCY_DAYS.min, AUP_FREQUENCY_DAYS.max).default(30),
  sslInspection: z.boolean().default(false),
  zappSsl: z.boolean().default(false),
  firewallControl: z.boolean().default(false),
  bandwidthControl: z.boolean().default(false),
  downloadMbps: intInRange(BANDWIDTH_MBPS.min, BANDWIDTH_MBPS.max).default(100),
  uploadMbps: intInRange(BANDWIDTH_MBPS.min, BANDWIDTH_MBPS.max).default(100),
  ipsControl: z.boolean().default(false),
});
export type LocationTemplateInput = z.input<typeof locationTemplateRequest>;
export type LocationTemplate = z.output<typeof locationTemplateRequest>;

/** A ZIA or Log & Control gateway; fail close is on unless turned off (spec section 9). */
export const gatewayRequest = z.object({
  type: z.enum(GATEWAY_TYPES),
  name: requiredText(128),
  primaryProxy: optionalHost().refine(required, VALIDATION_MESSAGES.required),
  secondaryProxy: optionalHost(),
  failClose: z.boolean().default(true),
});
export type GatewayInput = z.input<typeof gatewayRequest>;

/** A forwarding rule's editable part; its place in the order is changed by reordering. */
export const forwardingRuleRequest = z.object({
  name: requiredText(64),
  description: optionalText(512),
  sourceType: z.enum(RULE_SOURCE_TYPES).default('any'),
  source: optionalText(128),
  destination: optionalText(256),
  application: optionalText(128),
  method: z.enum(FORWARDING_METHODS).default('ZIA'),
  enabled: z.boolean().default(true),
});
export type ForwardingRuleInput = z.input<typeof forwardingRuleRequest>;

/** The new order of every forwarding rule, first to last. */
export const forwardingOrderRequest = z.object({ ids: z.array(z.string().min(1).max(80)).min(1).max(1000) });

const AWS_ACCOUNT_ID = /^\d{12}$/;
const secret = () => z.string().max(512, VALIDATION_MESSAGES.maxChars).default('');

/** A cloud provider account for connectors; secrets are write-only (an empty one keeps what is stored). */
export const providerAccountRequest = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('AWS'), name: requiredText(128),
    accountId: z.string().trim().regex(AWS_ACCOUNT_ID, 'Enter the 12-digit AWS account ID.'),
    accessKeyId: requiredText(128).regex(/^\S*$/, VALIDATION_MESSAGES.whitespace), secretAccessKey: secret(), zsTag: optionalText(128),
  }),
  z.object({
    provider: z.literal('Azure'), name: requiredText(128), accountId: requiredText(128),
    subscriptionId: requiredText(64), tenantId: requiredText(64), applicationId: requiredText(64), applicationKey: secret(),
    clientId: requiredText(64), clientSecret: secret(), baseUrl: optionalText(256), apiKey: secret(),
  }),
]);
export type ProviderAccountInput = z.input<typeof providerAccountRequest>;
/** Which fields of each provider's account are secrets (never sent back). */
export const PROVIDER_ACCOUNT_SECRETS = { AWS: ['secretAccessKey'], Azure: ['applicationKey', 'clientSecret', 'apiKey'] } as const;

/** What an administrator may change on a Cloud or Branch Connector group. */
export const connectorGroupRequest = z.object({ name: requiredText(128), description: optionalText(512), enabled: z.boolean() });
/** What an administrator may change on a Cloud or Branch Connector (the rest is reported by the connector). */
export const connectorRequest = z.object({ name: requiredText(128), enabled: z.boolean() });
