import { accountCommon, type CreateAccount, createAccountRequest, zsTag } from '@palisade/contracts/cloudAccounts';
import { z } from 'zod';

export const createAccountBody = createAccountRequest;
export type CreateAccountBody = CreateAccount;

export const updateAccountBody = z.object({ name: accountCommon.name.optional(), group: z.string().trim().max(60).optional(), schedule: accountCommon.schedule.optional(),
  /** AWS accounts only. */
  zsTag: zsTag.removeDefault().optional() });

// A list filter takes one value or several (`status=pending&status=error`).
const anyOf = <T extends z.ZodTypeAny>(value: T) => z.union([value, z.array(value)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<T>[]).optional();
export const ACCOUNT_SORTS = ['name', 'cloud', 'externalId', 'group', 'status', 'lastScanAt', 'nextScanAt'] as const;
export const accountFilters = z.object({
  cloud: anyOf(z.enum(['aws', 'azure'])), status: anyOf(z.enum(['connected', 'pending', 'error'])),
  group: anyOf(z.string().max(60)), q: z.string().trim().max(100).optional(),
  sort: z.enum(ACCOUNT_SORTS).default('name'), dir: z.enum(['asc', 'desc']).default('asc'),
});
export type AccountFilters = z.infer<typeof accountFilters>;

export const scanJob = z.object({
  id: z.number(), accountId: z.number(), status: z.enum(['running', 'done', 'failed']), progress: z.number(), step: z.string(),
  startedAt: z.number(), finishedAt: z.number().nullable(), error: z.string(),
});

export const cloudAccount = z.object({
  id: z.number(), cloud: z.enum(['aws', 'azure']), name: z.string(), externalId: z.string(), group: z.string(),
  auth: z.string(), status: z.enum(['connected', 'pending', 'error']), statusReason: z.string(),
  roleArn: z.string(), roleExternalId: z.string(), zsTag: z.string(), schedule: z.enum(['hourly', 'daily', 'weekly']),
  lastScanAt: z.number().nullable(), nextScanAt: z.number().nullable(), assets: z.number(), openAlerts: z.number(),
  /** The account's latest scan, running or ended; null before the first. */
  scan: scanJob.nullable(),
});

export const connectionResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), account: cloudAccount, detail: z.string() }),
  z.object({ ok: z.literal(false), account: cloudAccount, field: z.string(), code: z.string(), message: z.string() }),
]);

export const disconnectImpact = z.object({ assets: z.number(), alerts: z.number(), identities: z.number(), vulnerabilities: z.number() });
