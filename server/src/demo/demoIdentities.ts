import type { Selectable } from 'kysely';
import type { IdentitiesTable } from '../db/schema.js';
import { isReadAction } from '../iam/actionCatalog.js';
import { type GrantCache, type PolicyRef, type ResolvedPolicy } from '../identities/identityPermissions.js';
import { identityRisk } from '../identities/identityRisk.js';
import { APPS } from './assetCatalog.js';
import type { DemoAccount } from './demoAlert.js';
import { DEMO_POLICY_BY_ID } from './identityPolicyCatalog.js';
import type { Prng } from './prng.js';

const DAY = 86_400_000;
const AZURE_REGIONS = ['eastus', 'westeurope', 'northeurope', 'southeastasia'] as const;
const FIRST = ['ana', 'ben', 'chen', 'dara', 'eli', 'fatima', 'george', 'hana', 'ivan', 'jo', 'kemal', 'lena', 'mika', 'noor', 'omar', 'priya', 'raf', 'sara', 'tom', 'yuki'];
const LAST = ['adams', 'banerjee', 'costa', 'dubois', 'evans', 'fischer', 'garcia', 'hughes', 'ito', 'jensen', 'kowalski', 'lopez', 'meyer', 'novak', 'okafor', 'silva'];

type Trust = 'none' | 'service' | 'sameAccount' | 'crossAccount' | 'external';
interface Archetype { label: string; policies: (app: string) => string[]; scope?: 'subscription' | 'group'; usage: [number, number]; trust?: Trust; weight: number }
const a = (label: string, weight: number, policies: string[] | ((app: string) => string[]), usage: [number, number], extra: Partial<Archetype> = {}): Archetype =>
  ({ label, weight, policies: typeof policies === 'function' ? policies : () => policies, usage, ...extra });

/** Who the demo identities are: per cloud and type, the kinds of identity teams have and what they attach. */
const ARCHETYPES: Readonly<Record<string, readonly Archetype[]>> = {
  'aws|user': [
    a('admin', 1, ['aws:AdministratorAccess'], [0.03, 0.12]), a('dev', 3, ['aws:PowerUserAccess', 'aws:custom/deny-prod-deletes'], [0.05, 0.2]),
    a('readonly', 3, ['aws:ReadOnlyAccess'], [0.2, 0.6]), a('data', 2, (app) => ['aws:AmazonS3ReadOnlyAccess', `aws:custom/${app}-data`], [0.4, 0.9]),
    a('iam', 0.5, ['aws:IAMFullAccess', 'aws:custom/require-mfa'], [0.1, 0.3]), a('audit', 1, ['aws:SecurityAudit'], [0.3, 0.8]),
  ],
  'aws|role': [
    a('lambda', 4, (app) => ['aws:custom/lambda-logs', `aws:custom/${app}-data`], [0.5, 1], { trust: 'service' }),
    a('ec2', 2, ['aws:AmazonS3ReadOnlyAccess', 'aws:custom/kms-decrypt'], [0.1, 0.4], { trust: 'service' }),
    a('deployer', 1, ['aws:custom/ci-deployer'], [0.6, 1], { trust: 'crossAccount' }),
    a('functions-admin', 1, ['aws:AWSLambda_FullAccess'], [0.05, 0.2], { trust: 'sameAccount' }),
    a('vendor-audit', 1, ['aws:SecurityAudit'], [0.3, 0.7], { trust: 'external' }),
    a('breakglass', 0.3, ['aws:AdministratorAccess'], [0, 0.02], { trust: 'sameAccount' }),
    a('policy-bot', 0.5, ['aws:custom/policy-automation'], [0.5, 1], { trust: 'service' }),
    a('pipeline', 1, ['aws:AmazonS3FullAccess', 'aws:AmazonDynamoDBFullAccess'], [0.1, 0.3], { trust: 'service' }),
  ],
  'aws|group': [
    a('Admins', 1, ['aws:AdministratorAccess'], [0.1, 0.3]), a('Developers', 2, ['aws:PowerUserAccess', 'aws:custom/deny-prod-deletes'], [0.1, 0.3]),
    a('Auditors', 1, ['aws:ReadOnlyAccess'], [0.3, 0.7]), a('DataEngineers', 1, ['aws:AmazonS3FullAccess', 'aws:AmazonDynamoDBFullAccess'], [0.2, 0.5]),
  ],
  'azure|user': [
    a('owner', 1, ['azure:Owner'], [0.02, 0.1], { scope: 'subscription' }), a('contributor', 2, ['azure:Contributor'], [0.05, 0.2], { scope: 'subscription' }),
    a('reader', 3, ['azure:Reader'], [0.2, 0.6], { scope: 'subscription' }), a('vm-operator', 2, ['azure:Virtual Machine Contributor'], [0.3, 0.8], { scope: 'group' }),
  ],
  'azure|service_principal': [
    a('deploy', 2, ['azure:Contributor'], [0.1, 0.4], { scope: 'group' }), a('access-admin', 0.3, ['azure:User Access Administrator'], [0.2, 0.5], { scope: 'subscription' }),
    a('webapp', 1, ['azure:Website Contributor'], [0.4, 0.9], { scope: 'group' }), a('vendor-reader', 1, ['azure:Reader'], [0.2, 0.6], { scope: 'subscription', trust: 'external' }),
    a('sql', 1, ['azure:SQL Server Contributor'], [0.3, 0.8], { scope: 'group' }), a('aks-admin', 0.5, ['azure:Azure Kubernetes Service Cluster Admin Role'], [0.5, 1], { scope: 'group' }),
  ],
  'azure|managed_identity': [
    a('storage', 2, ['azure:Storage Account Contributor'], [0.2, 0.6], { scope: 'group' }), a('keyvault', 1, ['azure:Key Vault Contributor'], [0.1, 0.4], { scope: 'group' }),
    a('reader', 2, ['azure:Reader'], [0.3, 0.8], { scope: 'group' }), a('vm', 1, ['azure:Virtual Machine Contributor'], [0.2, 0.5], { scope: 'group' }),
  ],
};

/** The demo's identity type for the seed's kind: AWS users, roles and groups; Azure users, service principals and managed identities. */
export function identityType(provider: 'aws' | 'azure', kind: string): string {
  if (provider === 'aws') return kind === 'service_account' ? 'role' : kind;
  return kind === 'user' ? 'user' : kind === 'service_account' ? 'managed_identity' : 'service_principal';
}

/** Resolves references to the demo's policy documents. */
export function resolveDemoPolicies(refs: readonly PolicyRef[]): ResolvedPolicy[] {
  return refs.map((ref) => {
    const p = DEMO_POLICY_BY_ID.get(ref.policy)!;
    return p.cloud === 'aws' ? { ref, name: p.name, cloud: 'aws', document: p.document } : { ref, name: p.name, cloud: 'azure', document: p.document };
  });
}

const activityAgeDays = (rng: Prng) => rng.weighted([[() => rng.int(0, 7), 55], [() => rng.int(8, 30), 20], [() => rng.int(31, 90), 10], [() => rng.int(91, 400), 15]] as const)();

/** The columns the base row lacks: type, policies, sign-in, keys, activity, trust, and the grant and risk computed from them. */
export function demoIdentity(rng: Prng, base: { id: number; tenant_id: string; account_id: number; kind: string; name: string },
  account: DemoAccount, accounts: readonly DemoAccount[], now: number, grants: GrantCache): Selectable<IdentitiesTable> {
  const type = identityType(account.provider, base.kind);
  const archetype = rng.weighted(ARCHETYPES[`${account.provider}|${type}`]!.map((x) => [x, x.weight] as const));
  const app = rng.pick(APPS);
  const suffix = base.id.toString(36);
  const name = type === 'user' ? `${rng.pick(FIRST)}.${rng.pick(LAST)}${account.provider === 'azure' ? '@contoso.example' : ''}-${suffix}`
    : type === 'group' ? `${archetype.label}-${suffix}` : `${app}-${archetype.label}-${suffix}`;
  const subscription = `/subscriptions/${account.external_id}`;
  const scope = archetype.scope === 'subscription' ? subscription : `${subscription}/resourceGroups/rg-${app}-${rng.pick(AZURE_REGIONS)}`;
  const refs: PolicyRef[] = archetype.policies(app).map((policy) => (account.provider === 'azure' ? { policy, scope } : { policy }));
  const grant = grants.get(refs, resolveDemoPolicies);
  const createdAt = now - rng.int(30, 900) * DAY;
  const ageDays = activityAgeDays(rng);
  const lastActivity = rng.next() < 0.04 ? null : Math.max(createdAt, now - ageDays * DAY - rng.int(0, DAY - 1));
  const active = lastActivity !== null && now - lastActivity <= 90 * DAY;
  const usage = archetype.usage[0] + rng.next() * (archetype.usage[1] - archetype.usage[0]);
  const used = active ? grant.effective.filter((e) => rng.next() < (isReadAction(e.action) ? Math.min(1, usage * 1.6) : usage * 0.6)).map((e) => e.action) : [];
  const mfa = type === 'user' ? (rng.next() < (archetype.label === 'admin' || archetype.label === 'owner' ? 0.8 : 0.7) ? 1 : 0) : null;
  const keyCount = (account.provider === 'aws' && type === 'user') || type === 'service_principal' ? rng.weighted([[0, 3], [1, 5], [2, 1]] as const) : 0;
  const keys = Array.from({ length: keyCount }, (_, i) => {
    const created = Math.max(createdAt, now - rng.int(1, 700) * DAY);
    const keyId = account.provider === 'aws' ? `AKIA${(base.id * 7919 + i).toString(36).toUpperCase().padStart(16, 'Q')}` : `secret-${suffix}-${i + 1}`;
    return { id: keyId, createdAt: created, status: rng.next() < 0.85 ? 'Active' : 'Inactive', lastUsed: active && rng.next() < 0.8 ? lastActivity : null };
  });
  const activeKeys = keys.filter((k) => k.status === 'Active').map((k) => k.createdAt);
  const others = accounts.filter((x) => x.provider === account.provider && x.id !== account.id);
  const trustKind = archetype.trust ?? 'none';
  const outsider = account.provider === 'aws' ? `arn:aws:iam::${String(rng.int(100_000_000_000, 999_999_999_999))}:root` : `tenant ${rng.int(0x10000000, 0x7fffffff).toString(16)}-external`;
  const principals = trustKind === 'service' ? [app === 'data-lake' ? 'glue.amazonaws.com' : archetype.label === 'ec2' ? 'ec2.amazonaws.com' : 'lambda.amazonaws.com']
    : trustKind === 'sameAccount' ? [`arn:aws:iam::${account.external_id}:root`]
      : trustKind === 'crossAccount' && others.length > 0 ? [`arn:aws:iam::${rng.pick(others).external_id}:root`]
        : trustKind === 'external' ? [outsider] : [];
  const trust = { principals, external: trustKind === 'external' ? principals : [], crossAccount: trustKind === 'crossAccount' ? principals : [] };
  const risk = identityRisk({ wildcardAdmin: grant.wildcardAdmin, granted: new Set(grant.effective.map((e) => e.action)), mfa: mfa === null ? null : mfa === 1,
    activeKeysCreatedAt: activeKeys, trust, lastActivity, createdAt, now });
  const granted = grant.effective.length;
  const resourceId = account.provider === 'aws' ? `arn:aws:iam::${account.external_id}:${type}/${name}`
    : type === 'managed_identity' ? `${scope}/providers/Microsoft.ManagedIdentity/userAssignedIdentities/${name}`
      : `${type === 'user' ? 'users' : 'servicePrincipals'}/${name}`;
  return {
    ...base, name, risk: risk.level, cloud: account.provider, type, account_name: account.name, resource_id: resourceId, created_at: createdAt, mfa,
    key_age_days: activeKeys.length > 0 ? Math.floor((now - Math.min(...activeKeys)) / DAY) : null, last_activity: lastActivity,
    access_keys: JSON.stringify(keys), policies: JSON.stringify(refs), used_actions: JSON.stringify(used), risk_reasons: JSON.stringify(risk.reasons),
    trust: JSON.stringify(trust), granted_count: granted, used_count: used.length, unused_pct: granted === 0 ? 0 : Math.round((100 * (granted - used.length)) / granted),
    risk_score: risk.score, flag_admin: +risk.flags.admin, flag_privilege_escalation: +risk.flags.privilegeEscalation, flag_no_mfa: +risk.flags.noMfa,
    flag_old_keys: +risk.flags.oldKeys, flag_external_trust: +risk.flags.externalTrust, flag_cross_account_trust: +risk.flags.crossAccountTrust,
    flag_inactive: +risk.flags.inactive,
  };
}
