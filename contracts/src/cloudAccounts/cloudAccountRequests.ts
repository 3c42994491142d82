import { z } from 'zod';

/** How often an account is scanned. */
export const SCAN_SCHEDULES = ['hourly', 'daily', 'weekly'] as const;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const guid = (label: string) => z.string().trim().regex(GUID, `${label} must be a GUID like 3f2504e0-4f89-41d3-9a0c-0305e82c3301`);
export const accountCommon = {
  name: z.string().trim().min(1, 'Account name is required').max(100, 'Account name must be at most 100 characters'),
  group: z.string().trim().max(60, 'Group must be at most 60 characters').default(''),
  schedule: z.enum(SCAN_SCHEDULES).default('daily'),
};
/** The optional ZS tag of an AWS account: the characters AWS allows in a tag value, no leading or trailing space. */
export const zsTag = z.string().trim().max(128, 'ZS tag must be at most 128 characters')
  .regex(/^[\p{L}\p{N} _.:/=+@-]*$/u, 'ZS tag may hold only letters, digits, spaces and _ . : / = + - @').default('');
export const awsAccountId = z.string().trim().regex(/^\d{12}$/, 'Account ID must be the 12 digits of the AWS account');

/** The onboarding fields (product spec section 3), one shape per way of signing in; secrets are accepted here and never returned. */
export const createAccountRequest = z.discriminatedUnion('auth', [
  z.object({
    cloud: z.literal('aws'), auth: z.literal('keys'), ...accountCommon, accountId: awsAccountId,
    accessKeyId: z.string().trim().regex(/^AKIA[A-Z0-9]{16}$/, 'Access key ID must be 20 characters starting with AKIA'),
    secretAccessKey: z.string().min(1, 'Secret access key is required').max(128),
    zsTag,
  }),
  z.object({ cloud: z.literal('aws'), auth: z.literal('role'), ...accountCommon, accountId: awsAccountId, zsTag }),
  z.object({
    cloud: z.literal('azure'), auth: z.literal('azure'), ...accountCommon,
    subscriptionId: guid('Subscription ID'), tenantId: guid('Tenant ID'), applicationId: guid('Application ID'),
    applicationKey: z.string().max(256).default(''), clientId: guid('Client ID'),
    clientSecret: z.string().min(1, 'Client secret is required').max(256),
    baseUrl: z.union([z.literal(''), z.string().trim().url('Base URL must be a URL such as https://management.azure.com')]).default(''),
    apiKey: z.string().max(256).default(''),
  }),
]);
export type CreateAccountInput = z.input<typeof createAccountRequest>;
export type CreateAccount = z.output<typeof createAccountRequest>;

/** An account group's name, to make or rename one. */
export const accountGroupRequest = z.object({ name: z.string().trim().min(1, 'Group name is required').max(60, 'Group name must be at most 60 characters') });
export type AccountGroupInput = z.input<typeof accountGroupRequest>;
