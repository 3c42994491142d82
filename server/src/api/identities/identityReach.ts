import type { Db } from '../../db/openDatabase.js';
import { isReadAction } from '../../iam/actionCatalog.js';
import { withinScope } from '../../iam/azureRole.js';
import { wildcardMatch } from '../../iam/wildcard.js';
import { GrantCache, type PolicyRef } from '../../identities/identityPermissions.js';
import { resolvePolicies } from './identityStore.js';

/** The IAM service prefixes of an asset's service (a VPC is an EC2 resource). */
const AWS_SERVICE: Readonly<Record<string, string>> = { vpc: 'ec2' };
const AZURE_PROVIDER = /\/providers\/(Microsoft\.[A-Za-z]+)\//;

/** Whether a granted resource pattern covers the ARN; `* except a, b` (a NotResource grant) covers all but the exclusions. */
const coversArn = (pattern: string, arn: string) => (pattern.startsWith('* except ')
  ? !pattern.slice('* except '.length).split(', ').some((x) => wildcardMatch(x, arn, false)) : wildcardMatch(pattern, arn, false));

export interface Reach { id: number; name: string; type: string; riskScore: number; risk: string; access: 'admin' | 'write' | 'read'; actions: string[] }

/**
 * Who can reach an asset: the identities of its account whose effective permissions include actions of the asset's
 * service on a resource pattern (AWS) or scope (Azure) that covers the asset's resource id. Access is `admin` when every
 * action of the service is allowed, `write` when any changing one is, else `read`.
 */
export async function whoCanReach(db: Db, tenantId: string, asset: { account_id: number; cloud: string; service: string; resource_id: string }): Promise<Reach[]> {
  const identities = await db.selectFrom('identities').select(['id', 'name', 'type', 'risk_score', 'risk', 'policies']).where('tenant_id', '=', tenantId)
    .where('account_id', '=', asset.account_id).orderBy('risk_score', 'desc').orderBy('name').execute();
  const refsAll = identities.flatMap((i) => JSON.parse(i.policies) as PolicyRef[]);
  const resolved = await resolvePolicies(db, tenantId, refsAll);
  const byId = new Map(resolved.map((p) => [p.ref.policy, p]));
  const cache = new GrantCache();
  const service = asset.cloud === 'azure' ? AZURE_PROVIDER.exec(asset.resource_id)?.[1] ?? '' : AWS_SERVICE[asset.service] ?? asset.service;
  const out: Reach[] = [];
  for (const identity of identities) {
    const refs = JSON.parse(identity.policies) as PolicyRef[];
    const grant = cache.get(refs, (rs) => rs.flatMap((r) => { const p = byId.get(r.policy); return p ? [{ ...p, ref: r }] : []; }));
    const ofService = grant.effective.filter((e) => e.service.toLowerCase() === service.toLowerCase());
    const actions = ofService.filter((e) => e.resources.some((r) => (asset.cloud === 'azure' ? withinScope(r, asset.resource_id) : coversArn(r, asset.resource_id))))
      .map((e) => e.action);
    if (actions.length === 0) continue;
    const access = actions.length === ofService.length && ofService.length > 3 && actions.some((a) => !isReadAction(a)) ? 'admin'
      : actions.some((a) => !isReadAction(a)) ? 'write' : 'read';
    out.push({ id: Number(identity.id), name: identity.name, type: identity.type, riskScore: Number(identity.risk_score), risk: identity.risk, access, actions });
  }
  return out;
}
