import type { Prng } from './prng.js';

/** What the demo knows about one kind of cloud resource: its service and category, and how its id and metadata look. */
export interface AssetKind {
  type: string; cloud: 'aws' | 'azure'; service: string; category: string; weight: number;
  /** Can be reachable from the internet (a public IP, endpoint or bucket policy). */
  exposable: boolean;
  /** The resource's own name part, e.g. `instance/i-0abc…` or `storageAccounts/stpayments01`. */
  path: (name: string, hex: string) => string;
  metadata: (rng: Prng) => Record<string, unknown>;
}

const hexId = (rng: Prng, length: number) => Array.from({ length }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
const pick = <T>(rng: Prng, items: readonly T[]) => rng.pick(items);

const aws = (type: string, service: string, category: string, weight: number, exposable: boolean, path: AssetKind['path'],
  metadata: AssetKind['metadata']): AssetKind => ({ type, cloud: 'aws', service, category, weight, exposable, path, metadata });
const azure = (type: string, service: string, category: string, weight: number, exposable: boolean, path: AssetKind['path'],
  metadata: AssetKind['metadata']): AssetKind => ({ type, cloud: 'azure', service, category, weight, exposable, path, metadata });

/** Resource kinds per cloud, including every type the alert catalogue reports on, so cloud alerts find their asset. */
export const ASSET_KINDS: readonly AssetKind[] = [
  aws('EC2 Instance', 'ec2', 'compute', 20, true, (_n, h) => `instance/i-0${h.slice(0, 16)}`, (r) => ({
    instanceType: pick(r, ['t3.micro', 't3.medium', 'm6i.large', 'm6i.xlarge', 'c7g.2xlarge', 'r6i.large']),
    imageId: `ami-0${hexId(r, 16)}`, state: r.next() < 0.9 ? 'running' : 'stopped', platform: pick(r, ['Linux/UNIX', 'Linux/UNIX', 'Windows']),
    imdsV2Required: r.next() < 0.7, monitoring: r.next() < 0.5 ? 'enabled' : 'disabled' })),
  aws('S3 Bucket', 's3', 'storage', 12, true, (n) => n, (r) => ({
    encryption: pick(r, ['SSE-S3', 'SSE-KMS', 'SSE-KMS', 'none']), versioning: r.next() < 0.6 ? 'Enabled' : 'Suspended',
    blockPublicAccess: r.next() < 0.85, objectCount: r.int(0, 4_000_000), sizeGb: Math.round(r.next() * 5000) })),
  aws('RDS Instance', 'rds', 'database', 6, true, (n) => `db:${n}`, (r) => ({
    engine: pick(r, ['postgres', 'mysql', 'aurora-postgresql', 'sqlserver-se']), engineVersion: pick(r, ['15.4', '8.0.35', '14.9', '16.1']),
    instanceClass: pick(r, ['db.t3.medium', 'db.r6g.large', 'db.m6i.xlarge']), storageEncrypted: r.next() < 0.8, multiAz: r.next() < 0.5,
    backupRetentionDays: pick(r, [0, 1, 7, 14, 35]) })),
  aws('Lambda Function', 'lambda', 'serverless', 10, true, (n) => `function:${n}`, (r) => ({
    runtime: pick(r, ['nodejs20.x', 'python3.12', 'java21', 'go1.x', 'python3.8']), memoryMb: pick(r, [128, 256, 512, 1024, 2048]),
    timeoutSeconds: pick(r, [3, 15, 30, 60, 900]), functionUrl: r.next() < 0.15 ? 'AuthType NONE' : null })),
  aws('IAM Role', 'iam', 'identity', 9, false, (n) => `role/${n}`, (r) => ({
    trustedEntities: pick(r, [['ec2.amazonaws.com'], ['lambda.amazonaws.com'], ['arn:aws:iam::root'], ['eks.amazonaws.com']]),
    attachedPolicies: r.int(1, 8), maxSessionHours: pick(r, [1, 4, 12]) })),
  aws('IAM User', 'iam', 'identity', 4, false, (n) => `user/${n}`, (r) => ({
    mfaEnabled: r.next() < 0.7, accessKeys: r.int(0, 2), passwordLastUsedDays: r.int(0, 400), groups: r.int(0, 4) })),
  aws('IAM Account', 'iam', 'identity', 0.2, false, () => 'root', (r) => ({ rootMfa: r.next() < 0.8 ? 'virtual' : 'none', passwordPolicy: r.next() < 0.7 })),
  aws('EKS Cluster', 'eks', 'container', 2, true, (n) => `cluster/${n}`, (r) => ({
    version: pick(r, ['1.27', '1.28', '1.29', '1.30']), endpointPublicAccess: r.next() < 0.4, nodeGroups: r.int(1, 6), secretsEncryption: r.next() < 0.6 })),
  aws('VPC', 'vpc', 'network', 3, false, (_n, h) => `vpc/vpc-0${h.slice(0, 16)}`, (r) => ({
    cidrBlock: `10.${r.int(0, 255)}.0.0/16`, flowLogs: r.next() < 0.6, isDefault: r.next() < 0.1 })),
  aws('Security Group', 'ec2', 'network', 8, true, (_n, h) => `security-group/sg-0${h.slice(0, 16)}`, (r) => ({
    inboundRules: r.int(1, 12), outboundRules: r.int(1, 3), attachedInterfaces: r.int(0, 40) })),
  aws('EBS Volume', 'ec2', 'storage', 10, false, (_n, h) => `volume/vol-0${h.slice(0, 16)}`, (r) => ({
    volumeType: pick(r, ['gp3', 'gp2', 'io2', 'st1']), sizeGb: pick(r, [8, 20, 100, 500, 1000]), encrypted: r.next() < 0.75, state: r.next() < 0.85 ? 'in-use' : 'available' })),
  aws('CloudTrail Trail', 'cloudtrail', 'logging', 0.5, false, (n) => `trail/${n}`, (r) => ({
    multiRegion: r.next() < 0.7, logFileValidation: r.next() < 0.6, isLogging: r.next() < 0.9 })),
  azure('Virtual Machine', 'compute', 'compute', 20, true, (n) => `Microsoft.Compute/virtualMachines/${n}`, (r) => ({
    vmSize: pick(r, ['Standard_B2s', 'Standard_D4s_v5', 'Standard_E8s_v5', 'Standard_F4s_v2']), osType: pick(r, ['Linux', 'Linux', 'Windows']),
    powerState: r.next() < 0.9 ? 'running' : 'deallocated', diskEncryption: r.next() < 0.7 })),
  azure('Managed Disk', 'compute', 'storage', 10, false, (n) => `Microsoft.Compute/disks/${n}-osdisk`, (r) => ({
    sku: pick(r, ['Premium_LRS', 'StandardSSD_LRS', 'Standard_LRS']), sizeGb: pick(r, [32, 128, 256, 1024]), encryption: pick(r, ['PlatformKey', 'CustomerKey']) })),
  azure('Storage Account', 'storage', 'storage', 12, true, (n) => `Microsoft.Storage/storageAccounts/${n.replace(/[^a-z0-9]/g, '').slice(0, 24)}`, (r) => ({
    kind: 'StorageV2', sku: pick(r, ['Standard_LRS', 'Standard_GRS', 'Premium_LRS']), httpsOnly: r.next() < 0.9,
    allowBlobPublicAccess: r.next() < 0.2, minimumTlsVersion: pick(r, ['TLS1_2', 'TLS1_2', 'TLS1_0']) })),
  azure('SQL Database', 'sql', 'database', 6, true, (n) => `Microsoft.Sql/servers/sql-${n}/databases/${n}`, (r) => ({
    edition: pick(r, ['GeneralPurpose', 'BusinessCritical', 'Hyperscale']), tdeEnabled: r.next() < 0.85, auditing: r.next() < 0.6,
    publicNetworkAccess: r.next() < 0.3 ? 'Enabled' : 'Disabled' })),
  azure('Function App', 'web', 'serverless', 8, true, (n) => `Microsoft.Web/sites/${n}`, (r) => ({
    runtime: pick(r, ['node|20', 'python|3.11', 'dotnet-isolated|8.0', 'java|17']), httpsOnly: r.next() < 0.8, plan: pick(r, ['Consumption', 'Premium']) })),
  azure('Key Vault', 'keyvault', 'security', 4, true, (n) => `Microsoft.KeyVault/vaults/kv-${n}`.slice(0, 90), (r) => ({
    softDelete: r.next() < 0.9, purgeProtection: r.next() < 0.5, rbacAuthorization: r.next() < 0.6, secrets: r.int(0, 300) })),
  azure('AKS Cluster', 'aks', 'container', 2, true, (n) => `Microsoft.ContainerService/managedClusters/${n}`, (r) => ({
    kubernetesVersion: pick(r, ['1.27.7', '1.28.5', '1.29.2']), privateCluster: r.next() < 0.5, nodePools: r.int(1, 5), azureRbac: r.next() < 0.6 })),
  azure('Virtual Network', 'network', 'network', 3, false, (n) => `Microsoft.Network/virtualNetworks/vnet-${n}`, (r) => ({
    addressSpace: `10.${r.int(0, 255)}.0.0/16`, subnets: r.int(1, 12), ddosProtection: r.next() < 0.2 })),
  azure('Network Security Group', 'network', 'network', 6, true, (n) => `Microsoft.Network/networkSecurityGroups/nsg-${n}`, (r) => ({
    securityRules: r.int(1, 30), flowLogs: r.next() < 0.5 })),
];

export const KINDS_BY_CLOUD = { aws: ASSET_KINDS.filter((k) => k.cloud === 'aws'), azure: ASSET_KINDS.filter((k) => k.cloud === 'azure') } as const;
export const KIND_BY_TYPE = new Map(ASSET_KINDS.map((k) => [k.type, k]));

export const APPS = ['payments', 'checkout', 'catalog', 'search', 'identity', 'ledger', 'analytics', 'mobile-api', 'notifications', 'billing', 'crm', 'data-lake'] as const;
export const ENVS = ['prod', 'staging', 'dev', 'qa'] as const;
export const OWNERS = ['platform-team', 'payments-team', 'data-team', 'security-team', 'mobile-team', 'sre'] as const;
export const COST_CENTERS = ['CC-1001', 'CC-1002', 'CC-2040', 'CC-3100', 'CC-4200'] as const;

/** ARN or Azure resource id of a resource, built from its account, region and own path. */
export function resourceId(kind: AssetKind, account: { external_id: string }, region: string, name: string, hex: string): string {
  const path = kind.path(name, hex);
  if (kind.cloud === 'azure') return `/subscriptions/${account.external_id}/resourceGroups/rg-${name.split('-')[0]}-${region}/providers/${path}`;
  if (kind.service === 's3') return `arn:aws:s3:::${path}`;
  if (kind.service === 'iam') return `arn:aws:iam::${account.external_id}:${path}`;
  // VPCs are an EC2 resource type in ARNs.
  return `arn:aws:${kind.service === 'vpc' ? 'ec2' : kind.service}:${region}:${account.external_id}:${path}`;
}

/** Why an exposed resource is reachable from the internet, as a scanner would word it. */
export function exposureReason(kind: AssetKind, rng: Prng): string {
  const ip = kind.cloud === 'aws' ? `${pick(rng, [3, 18, 34, 52, 54])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`
    : `${pick(rng, [20, 40, 52, 104])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
  const port = pick(rng, [22, 3389, 443, 80, 5432, 8080]);
  switch (kind.category) {
    case 'storage': return kind.cloud === 'aws' ? 'Bucket policy grants s3:GetObject to Principal "*"' : 'Blob container allows anonymous read access';
    case 'database': return `Publicly accessible endpoint, network rule allows 0.0.0.0/0:${kind.cloud === 'aws' ? 5432 : 1433}`;
    case 'serverless': return kind.cloud === 'aws' ? 'Function URL with AuthType NONE' : 'HTTP trigger with anonymous authorization level';
    case 'container': return 'Public API server endpoint open to 0.0.0.0/0';
    case 'security': return 'Public network access enabled, no firewall rules';
    case 'network': return `Inbound rule allows 0.0.0.0/0:${port}`;
    default: return `Public IP ${ip}, ${kind.cloud === 'aws' ? 'security group' : 'network security group'} allows 0.0.0.0/0:${port}`;
  }
}
