import type { AssetDto } from './assetSchemas.js';
import type { AssetRow } from './assetStore.js';
import { csvCell } from '../alerts/alertRow.js';
import type { TenantAccount } from './accountsOf.js';

/** Public shape of one asset. Cloud is written only from the validated set; the response schema checks it on the way out. */
export function toAsset(row: AssetRow, tags: { key: string; value: string }[], account: TenantAccount | undefined): AssetDto {
  const cloud = row.cloud as AssetDto['cloud'];
  return {
    id: Number(row.id), name: row.name, resourceId: row.resource_id, cloud,
    account: { id: Number(row.account_id), name: row.account_name, provider: cloud, externalId: account?.externalId ?? '' },
    businessUnit: account?.businessUnit ?? null, region: row.region, type: row.type, service: row.service, category: row.category, tags,
    exposed: Number(row.exposed) === 1, exposureReason: row.exposure_reason,
    openAlerts: { Critical: Number(row.open_critical), High: Number(row.open_high), Medium: Number(row.open_medium), Low: Number(row.open_low) },
    firstSeen: new Date(Number(row.created_at)).toISOString(), lastSeen: new Date(Number(row.last_seen)).toISOString(), createdAt: Number(row.created_at),
  };
}

export const ASSET_CSV_HEADER = ['Asset ID', 'Name', 'Resource ID', 'Cloud', 'Account', 'Account ID', 'Business unit', 'Region', 'Type', 'Service',
  'Category', 'Internet exposed', 'Exposure reason', 'Open critical', 'Open high', 'Open medium', 'Open low', 'Tags', 'First seen', 'Last seen'];

export const assetCsvHeaderLine = () => ASSET_CSV_HEADER.map(csvCell).join(',') + '\r\n';

export function assetCsvLine(a: AssetDto): string {
  return [a.id, a.name, a.resourceId, a.cloud, a.account.name, a.account.externalId, a.businessUnit ?? '', a.region, a.type, a.service, a.category,
    a.exposed ? 'yes' : 'no', a.exposureReason, a.openAlerts.Critical, a.openAlerts.High, a.openAlerts.Medium, a.openAlerts.Low,
    a.tags.map((t) => `${t.key}=${t.value}`).join('; '), a.firstSeen, a.lastSeen].map(csvCell).join(',') + '\r\n';
}
