import type { Db } from '../db/openDatabase.js';
import { sealSecret } from '../shared/secretBox.js';
import type { DemoScale } from './demoScale.js';
import { fleetConnectors, TELEMETRY_PLANS } from './seedConnectorTelemetry.js';

type Row = [kind: string, id: string, data: Record<string, unknown>];
const HOUR = 3_600_000;

/** Acme's connector area (its flag is on only for Acme): groups and connectors in several regions, templates, gateways, rules. */
function acmeObjects(now: number): Row[] {
  const cloud = (id: string, name: string, groupId: string, provider: string, region: string, health: string, version: string, seenHoursAgo: number): Row =>
    ['cloud-connectors', id, { name, groupId, provider, region, status: health, softwareVersion: version, lastSeen: now - seenHoursAgo * HOUR, enabled: true }];
  const branch = (id: string, name: string, groupId: string, model: string, health: string, seenHoursAgo: number): Row =>
    ['branch-connectors', id, { name, groupId, model, status: health, softwareVersion: '23.4.2', lastSeen: now - seenHoursAgo * HOUR, enabled: true }];
  const rule = (id: string, order: number, name: string, fields: Record<string, unknown>): Row =>
    ['forwarding-rules', id, { name, order, description: '', sourceType: 'any', source: '', destination: '', application: '', method: 'ZIA', enabled: true, predefined: false, ...fields }];
  return [
    ['locations', 'loc_hq', { name: 'Headquarters (San Jose)', latitude: 37.3382, longitude: -121.8863 }],
    ['locations', 'loc_london', { name: 'London office', latitude: 51.5072, longitude: -0.1276 }],
    ['locations', 'loc_frankfurt', { name: 'Frankfurt data center', latitude: 50.1109, longitude: 8.6821 }],
    ['cloud-groups', 'ccg_aws_use1', { name: 'AWS us-east-1', description: 'Production VPCs', provider: 'AWS', region: 'us-east-1', enabled: true }],
    ['cloud-groups', 'ccg_aws_euw1', { name: 'AWS eu-west-1', description: 'EU workloads', provider: 'AWS', region: 'eu-west-1', enabled: true }],
    ['cloud-groups', 'ccg_azure_weu', { name: 'Azure West Europe', description: '', provider: 'Azure', region: 'westeurope', enabled: true }],
    cloud('cc_use1_a', 'cc-use1-a', 'ccg_aws_use1', 'AWS', 'us-east-1', 'Active', '23.4.2', 0.1),
    cloud('cc_use1_b', 'cc-use1-b', 'ccg_aws_use1', 'AWS', 'us-east-1', 'Active', '23.4.2', 0.2),
    cloud('cc_euw1_a', 'cc-euw1-a', 'ccg_aws_euw1', 'AWS', 'eu-west-1', 'Active', '23.4.1', 0.1),
    cloud('cc_euw1_b', 'cc-euw1-b', 'ccg_aws_euw1', 'AWS', 'eu-west-1', 'Inactive', '23.3.0', 30),
    cloud('cc_weu_a', 'cc-weu-a', 'ccg_azure_weu', 'Azure', 'westeurope', 'Active', '23.4.2', 0.3),
    ['branch-groups', 'cbg_hq', { name: 'HQ branch', description: 'San Jose campus', locationId: 'loc_hq', enabled: true }],
    ['branch-groups', 'cbg_london', { name: 'London branch', description: '', locationId: 'loc_london', enabled: true }],
    branch('bc_hq_1', 'bc-hq-1', 'cbg_hq', 'ZT 600', 'Active', 0.1),
    branch('bc_hq_2', 'bc-hq-2', 'cbg_hq', 'ZT 600', 'Active', 0.2),
    branch('bc_lon_1', 'bc-lon-1', 'cbg_london', 'ZT 400', 'Inactive', 52),
    ['location-templates', 'clt_branch', {
      name: 'Branch default', prefix: 'BR', xffForwarding: true, enforceAuthentication: true, caution: false, aup: true, aupFrequencyDays: 30,
      sslInspection: true, zappSsl: false, firewallControl: true, bandwidthControl: true, downloadMbps: 200, uploadMbps: 50, ipsControl: true,
    }],
    ['location-templates', 'clt_cloud', {
      name: 'Cloud workloads', prefix: 'CW', xffForwarding: false, enforceAuthentication: false, caution: false, aup: false, aupFrequencyDays: 30,
      sslInspection: true, zappSsl: false, firewallControl: true, bandwidthControl: false, downloadMbps: 100, uploadMbps: 100, ipsControl: false,
    }],
    ['provisioning-templates', 'cpt_aws_use1', {
      type: 'cloud', name: 'AWS us-east-1 standard', description: 'Two connectors per VPC', provider: 'AWS', locationCreation: 'automatic', locationId: '',
      locationTemplateId: 'clt_cloud', groupId: 'ccg_aws_use1', vmSize: 'small', hypervisor: 'vmware', managementIpMode: 'automatic', managementIp: '',
      serviceIpMode: 'automatic', serviceIp: '', defaultGateway: '', dnsServer1: '', dnsServer2: '', netmask: '', loadBalancerIp: '',
    }],
    ['provisioning-templates', 'cpt_branch_hq', {
      type: 'branch', name: 'HQ branch appliance', description: '', provider: 'AWS', locationCreation: 'existing', locationId: 'loc_hq',
      locationTemplateId: '', groupId: 'cbg_hq', vmSize: 'medium', hypervisor: 'vmware', managementIpMode: 'manual', managementIp: '10.10.0.10',
      serviceIpMode: 'manual', serviceIp: '10.10.1.10', defaultGateway: '10.10.0.1', dnsServer1: '10.10.0.2', dnsServer2: '8.8.8.8', netmask: '255.255.255.0',
      loadBalancerIp: '',
    }],
    ['gateways', 'cgw_zia', { type: 'zia', name: 'ZIA default', primaryProxy: 'zia-primary.acme.test', secondaryProxy: 'zia-secondary.acme.test', failClose: true }],
    ['gateways', 'cgw_logs', { type: 'logAndControl', name: 'Log and Control', primaryProxy: '10.20.0.5', secondaryProxy: '', failClose: true }],
    rule('cfr_zpa_internal', 1, 'Internal apps through ZPA', { destination: '10.0.0.0/8', application: 'Internal web apps', method: 'ZPA', sourceType: 'group', source: 'HQ branch' }),
    rule('cfr_m365', 2, 'Microsoft 365 direct', { application: 'Microsoft 365', method: 'DIRECT', description: 'Optimised traffic goes direct' }),
    rule('cfr_block_tor', 3, 'Drop Tor exits', { destination: 'Tor exit nodes', method: 'DROP', sourceType: 'location', source: 'London office' }),
    rule('cfr_default', 4, 'Everything else through ZIA', { method: 'ZIA' }),
    rule('cfr_pre_zpa', 5, 'Predefined: ZPA for stray traffic', { method: 'ZPA', enabled: false, predefined: true, description: 'Present in every tenant; off until turned on' }),
    rule('cfr_pre_direct', 6, 'Predefined: local networks direct', { destination: 'RFC 1918 ranges', method: 'DIRECT', enabled: false, predefined: true, description: 'Present in every tenant; off until turned on' }),
  ];
}

export async function seedConnectors(db: Db, now: number, scale: DemoScale = 'default'): Promise<void> {
  const tenantId = 'tnt_acme';
  const fleet: Row[] = fleetConnectors(TELEMETRY_PLANS[scale].fleet, now).map((c) => ['cloud-connectors', c.id, {
    // westeurope is an Azure region; the rest are AWS regions.
    name: c.name, groupId: c.location === 'westeurope' ? 'ccg_azure_weu' : 'ccg_aws_use1', provider: c.location === 'westeurope' ? 'Azure' : 'AWS', region: c.location, status: c.downSince === null ? 'Active' : 'Inactive',
    softwareVersion: c.version, lastSeen: c.downSince ?? now, enabled: true,
  }]);
  const values = [...acmeObjects(now), ...fleet].map(([kind, id, data]) => ({
    tenant_id: tenantId, kind, id, version: 1, data: JSON.stringify(data), secret_cipher: null as string | null, updated_at: now, updated_by: 'admin@acme.test',
  }));
  const accountId = 'cpa_aws_prod';
  values.push({
    tenant_id: tenantId, kind: 'provider-accounts', id: accountId, version: 1, updated_at: now, updated_by: 'admin@acme.test',
    data: JSON.stringify({ provider: 'AWS', name: 'Acme production', accountId: '123456789012', accessKeyId: 'AKIADEMOACME0001', zsTag: 'acme-prod', secretsSet: ['secretAccessKey'] }),
    secret_cipher: await sealSecret(db, { secretAccessKey: 'demo-secret-access-key' }, `connector:${tenantId}:provider-accounts:${accountId}`),
  });
  for (let i = 0; i < values.length; i += 500) await db.insertInto('connector_objects').values(values.slice(i, i + 500)).execute();
}
