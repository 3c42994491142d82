import { z } from 'zod';
import { RISK_FLAGS } from '../../identities/identityRisk.js';

const risk = z.enum(['High', 'Medium', 'Low']);
const reason = z.object({ flag: z.enum(RISK_FLAGS), points: z.number(), detail: z.string() });
export const identityDto = z.object({
  id: z.number(), name: z.string(), type: z.string(), cloud: z.string(), account: z.object({ id: z.number(), name: z.string() }), resourceId: z.string(),
  mfa: z.enum(['enabled', 'disabled', 'notApplicable']), lastActivity: z.string().nullable(), keyAgeDays: z.number().nullable(),
  policies: z.array(z.object({ id: z.string(), scope: z.string().optional() })),
  permissions: z.object({ granted: z.number(), used: z.number(), unused: z.number(), unusedPercent: z.number() }),
  flags: z.array(z.enum(RISK_FLAGS)), riskScore: z.number(), risk, riskReasons: z.array(reason),
});
export const identityPageResponse = z.object({ items: z.array(identityDto), total: z.number(), page: z.number(), pageSize: z.number(), pageCount: z.number() });
const facet = z.array(z.object({ value: z.string(), label: z.string().optional(), count: z.number() }));
export const identityFacetsResponse = z.object({ cloud: facet, type: facet, account: facet, risk: facet, mfa: facet, flag: facet });
const permission = z.object({ action: z.string(), resources: z.array(z.string()), conditional: z.boolean(), used: z.boolean() });
export const identityDetailResponse = z.object({
  identity: identityDto,
  attachedPolicies: z.array(z.object({ id: z.string(), name: z.string(), cloud: z.string(), scope: z.string().optional(), document: z.unknown() })),
  accessKeys: z.array(z.object({ id: z.string(), createdAt: z.string(), status: z.string(), lastUsed: z.string().nullable() })),
  trust: z.object({ principals: z.array(z.string()), external: z.array(z.string()), crossAccount: z.array(z.string()) }),
  effective: z.array(z.object({ service: z.string(), granted: z.number(), used: z.number(), permissions: z.array(permission) })),
});
export const leastPrivilegeResponse = z.object({
  current: z.unknown(), suggested: z.unknown(), diff: z.array(z.object({ op: z.enum(['same', 'add', 'remove']), text: z.string() })),
  removedActions: z.array(z.string()), keptActions: z.array(z.string()),
});
export const reachResponse = z.object({
  asset: z.object({ id: z.number(), name: z.string(), resourceId: z.string() }),
  identities: z.array(z.object({ id: z.number(), name: z.string(), type: z.string(), riskScore: z.number(), risk: z.string(), access: z.enum(['admin', 'write', 'read']), actions: z.array(z.string()) })),
});
