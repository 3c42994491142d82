import { z } from 'zod';
import { KINDS, SEVERITIES, STATUSES } from './alertQuery.js';

/** Response shapes of the alert routes: what the OpenAPI document describes and what the serializer checks. */
const iso = z.iso.datetime();
const severity = z.enum(SEVERITIES);
export const CLOUDS = ['aws', 'azure'] as const;

export const alertAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  externalId: z.string().describe('The AWS account id or Azure subscription id'),
}).meta({ id: 'AlertAccount' });

export const alertSchema = z.object({
  id: z.string().describe('Display id, such as ZS-CLOUD-115039'),
  kind: z.enum(KINDS),
  severity,
  status: z.enum(STATUSES),
  statusDescription: z.string(),
  policy: z.object({ id: z.string(), name: z.string() }),
  cloud: z.enum(CLOUDS).nullable().describe('null: an IaC finding about no cloud (Kubernetes, Dockerfile, generic IaC)'),
  account: alertAccountSchema,
  region: z.string(),
  assetCategory: z.string(),
  assetType: z.string(),
  resource: z.string(),
  businessUnit: z.string(),
  complianceControl: z.string(),
  ageDays: z.number().int().min(0),
  firstSeen: iso,
  lastSeen: iso,
  iac: z.object({ repository: z.string(), branch: z.string(), commit: z.string(), filePath: z.string(), line: z.number().int() }).optional()
    .describe('Where an IaC alert was found; absent on cloud alerts'),
}).meta({ id: 'Alert' });

export const searchResponse = z.object({
  items: z.array(alertSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), pageCount: z.number().int(),
}).meta({ id: 'AlertPage' });

export const groupByPolicyResponse = z.object({
  groups: z.array(z.object({
    policyId: z.string(), policy: z.string(), total: z.number().int(),
    counts: z.object(Object.fromEntries(SEVERITIES.map((s) => [s, z.number().int()])) as Record<(typeof SEVERITIES)[number], z.ZodNumber>),
  })),
}).meta({ id: 'AlertPolicyGroups' });

export const facetsResponse = z.object({
  policies: z.array(z.object({ id: z.string(), name: z.string() })),
  accounts: z.array(z.object({ id: z.number().int(), name: z.string(), cloud: z.string(), externalId: z.string() })),
  regions: z.array(z.string()), assetCategories: z.array(z.string()), assetTypes: z.array(z.string()), businessUnits: z.array(z.string()),
  complianceControls: z.array(z.string()), repositories: z.array(z.string()), branches: z.array(z.string()), statusDescriptions: z.array(z.string()),
}).meta({ id: 'AlertFacets' });

export const detailResponse = z.object({
  alert: alertSchema,
  description: z.string(),
  contributingFactors: z.array(z.string()),
  remediation: z.object({ console: z.array(z.string()), cli: z.string() }),
  compliance: z.array(z.object({ framework: z.string(), control: z.string() })),
  resource: z.object({
    id: z.string(), type: z.string(), category: z.string(), cloud: z.string(), region: z.string(), account: alertAccountSchema,
    businessUnit: z.string(), metadata: z.record(z.string(), z.string()),
  }),
  history: z.array(z.object({ from: z.enum(STATUSES).nullable(), to: z.enum(STATUSES), reason: z.string(), actor: z.string(), at: iso })),
  previousId: z.string().nullable().describe('The alert before this one in the list as filtered and sorted'),
  nextId: z.string().nullable(),
}).meta({ id: 'AlertDetail' });

export const actionResponse = z.object({
  results: z.array(z.discriminatedUnion('ok', [
    z.object({ id: z.string(), ok: z.literal(true), status: z.enum(STATUSES) }),
    z.object({ id: z.string(), ok: z.literal(false), code: z.enum(['NOT_FOUND', 'INVALID_TRANSITION']), message: z.string() }),
  ])),
  ignoreRules: z.array(z.object({ id: z.string(), policyId: z.string(), accountId: z.number().int() })),
  succeeded: z.number().int(),
  failed: z.number().int(),
}).meta({ id: 'AlertActionOutcome' });

export const ignoreRuleSchema = z.object({
  id: z.string(),
  kind: z.enum(KINDS),
  policyId: z.string(),
  policyName: z.string(),
  accountId: z.number().int().nullable().describe('Null when the account no longer exists'),
  accountName: z.string().nullable(),
  reason: z.string(),
  createdBy: z.string().describe('Name of the user who created the rule'),
  createdAt: iso,
}).meta({ id: 'AlertIgnoreRule' });

export const ignoreRulesResponse = z.object({ rules: z.array(ignoreRuleSchema) }).meta({ id: 'AlertIgnoreRules' });

export type AlertDto = z.infer<typeof alertSchema>;
