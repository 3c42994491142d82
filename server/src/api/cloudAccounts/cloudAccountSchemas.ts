import { z } from 'zod';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const guid = (label: string) => z.string().trim().regex(GUID, `${label} must be a GUID like 3f2504e0-4f89-41d3-9a0c-0305e82c3301`);
const common = {
  name: z.string().trim().min(1, 'Account name is required').max(100, 'Account name must be at most 100 characters'),
  group: z.string().trim().max(60, 'Group must be at most 60 characters').default(''),
  schedule: z.enum(['hourly', 'daily', 'weekly']).default('daily'),
};
const awsAccountId = z.string().trim().regex(/^\d{12}$/, 'Account ID must be the 12 digits of the AWS account');

/** The wizard's fields (product spec section 3); secrets are accepted here and never returned. */
export const createAccountBody = z.discriminatedUnion('auth', [
  z.object({
    cloud: z.literal('aws'), auth: z.literal('keys'), ...common, accountId: awsAccountId,
    accessKeyId: z.string().trim().regex(/^AKIA[A-Z0-9]{16}$/, 'Access key ID must be 20 characters starting with AKIA'),
    secretAccessKey: z.string().min(1, 'Secret access key is required').max(128),
    zsTag: z.string().trim().max(128).default(''),
  }),
  z.object({ cloud: z.literal('aws'), auth: z.literal('role'), ...common, accountId: awsAccountId, zsTag: z.string().trim().max(128).default('') }),
  z.object({
    cloud: z.literal('azure'), auth: z.literal('azure'), ...common,
    subscriptionId: guid('Subscription ID'), tenantId: guid('Tenant ID'), applicationId: guid('Application ID'),
    applicationKey: z.string().max(256).default(''), clientId: guid('Client ID'),
    clientSecret: z.string().min(1, 'Client secret is required').max(256),
    baseUrl: z.union([z.literal(''), z.string().trim().url('Base URL must be a URL such as https://management.azure.com')]).default(''),
    apiKey: z.string().max(256).default(''),
  }),
]);
export type CreateAccountBody = z.infer<typeof createAccountBody>;

export const updateAccountBody = z.object({ name: common.name.optional(), group: z.string().trim().max(60).optional(), schedule: common.schedule.optional() });

export const accountFilters = z.object({
  cloud: z.enum(['aws', 'azure']).optional(), status: z.enum(['connected', 'pending', 'error']).optional(),
  group: z.string().optional(), q: z.string().trim().max(100).optional(),
});

export const cloudAccount = z.object({
  id: z.number(), cloud: z.enum(['aws', 'azure']), name: z.string(), externalId: z.string(), group: z.string(),
  auth: z.string(), status: z.enum(['connected', 'pending', 'error']), statusReason: z.string(),
  roleArn: z.string(), roleExternalId: z.string(), schedule: z.enum(['hourly', 'daily', 'weekly']),
  lastScanAt: z.number().nullable(), nextScanAt: z.number().nullable(), assets: z.number(), openAlerts: z.number(),
});

export const connectionResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), account: cloudAccount, detail: z.string() }),
  z.object({ ok: z.literal(false), account: cloudAccount, field: z.string(), code: z.string(), message: z.string() }),
]);

export const scanJob = z.object({
  id: z.number(), accountId: z.number(), status: z.enum(['running', 'done', 'failed']), progress: z.number(), step: z.string(),
  startedAt: z.number(), finishedAt: z.number().nullable(), error: z.string(),
});

export const disconnectImpact = z.object({ assets: z.number(), alerts: z.number(), identities: z.number(), vulnerabilities: z.number() });
