import { z } from 'zod';

/** The registries the console connects to. */
export const REGISTRY_KINDS = ['ecr', 'acr', 'dockerhub', 'generic'] as const;
export type RegistryKind = (typeof REGISTRY_KINDS)[number];

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const guid = (label: string) => z.string().trim().regex(GUID, `${label} must be a GUID like 3f2504e0-4f89-41d3-9a0c-0305e82c3301`);
const name = z.string().trim().min(1, 'Registry name is required').max(100, 'Registry name must be at most 100 characters');
/** A secret: required when the registry is added, left empty on edit to keep the stored one. */
const secret = (label: string) => z.string().max(512, `${label} must be at most 512 characters`).default('');

/**
 * The fields of each kind of registry; secrets are write-only (accepted here, never returned). An ECR role's external id
 * is not entered: the server generates it and shows it, to put in the role's trust policy.
 */
export const registryRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ecr'), name,
    accountId: z.string().trim().regex(/^\d{12}$/, 'Account ID must be the 12 digits of the AWS account'),
    region: z.string().trim().regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'Region must be an AWS region such as us-east-1'),
    auth: z.enum(['role', 'keys']).default('keys'),
    roleArn: z.union([z.literal(''), z.string().trim().regex(/^arn:aws:iam::\d{12}:role\/[\w+=,.@/-]{1,64}$/, 'Role ARN must look like arn:aws:iam::111122223333:role/PalisadeReadOnly')]).default(''),
    accessKeyId: z.union([z.literal(''), z.string().trim().regex(/^AKIA[A-Z0-9]{16}$/, 'Access key ID must be 20 characters starting with AKIA')]).default(''),
    secretAccessKey: secret('Secret access key'),
  }),
  z.object({
    kind: z.literal('acr'), name,
    loginServer: z.string().trim().regex(/^[a-z0-9]{5,50}\.azurecr\.io$/, 'Login server must be the registry\'s name followed by .azurecr.io'),
    tenantId: guid('Tenant ID'), clientId: guid('Client ID'), clientSecret: secret('Client secret'),
  }),
  z.object({
    kind: z.literal('dockerhub'), name,
    username: z.string().trim().regex(/^[a-z0-9]{4,30}$/, 'Docker Hub user must be 4 to 30 lowercase letters or digits'),
    accessToken: secret('Access token'),
  }),
  z.object({
    kind: z.literal('generic'), name,
    url: z.string().trim().url('Registry URL must be a URL such as https://registry.example.com')
      .refine((u) => /^https:\/\//i.test(u), 'Registry URL must start with https://: credentials are only sent encrypted')
      .refine((u) => !/^https:\/\/[^/?#]*@|[?#]/i.test(u), 'Registry URL must not hold a user, query or fragment'),
    username: z.string().trim().max(128).default(''), password: secret('Password'), token: secret('Token'),
  }),
]);
export type RegistryRequestInput = z.input<typeof registryRequest>;
export type RegistryRequest = z.output<typeof registryRequest>;

/** Which secret fields each kind has. */
export const REGISTRY_SECRETS = { ecr: ['secretAccessKey'], acr: ['clientSecret'], dockerhub: ['accessToken'], generic: ['password', 'token'] } as const satisfies Record<RegistryKind, readonly string[]>;
