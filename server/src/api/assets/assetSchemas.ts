import { z } from 'zod';
import { SEVERITIES, STATUSES } from '../alerts/alertQuery.js';
import { FLOW_SEVERITIES } from './assetDashboard.js';
import { ASSET_CLOUDS } from './assetQuery.js';

/** Response shapes of the asset routes: what the OpenAPI document describes and what the serializer checks. */
const iso = z.iso.datetime();
const count = z.number().int().min(0);
export const severityCounts = z.object({ Critical: count, High: count, Medium: count, Low: count }).meta({ id: 'AssetAlertCounts' });
const tag = z.object({ key: z.string(), value: z.string() });

export const assetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  resourceId: z.string().describe('AWS ARN or Azure resource id'),
  cloud: z.enum(ASSET_CLOUDS),
  account: z.object({ id: z.number().int(), name: z.string(), provider: z.enum(ASSET_CLOUDS), externalId: z.string().describe('AWS account id or Azure subscription id') }),
  businessUnit: z.string().nullable(),
  region: z.string(),
  type: z.string(),
  service: z.string(),
  category: z.string(),
  tags: z.array(tag),
  exposed: z.boolean().describe('Reachable from the internet'),
  exposureReason: z.string().describe('Why it is reachable; empty when not exposed'),
  openAlerts: severityCounts.describe('Open cloud alerts on this asset per severity'),
  firstSeen: iso,
  lastSeen: iso,
  createdAt: z.number().int().describe('First seen, epoch milliseconds (as firstSeen)'),
}).meta({ id: 'Asset' });
export type AssetDto = z.infer<typeof assetSchema>;

export const assetPageResponse = z.object({
  items: z.array(assetSchema), total: count, page: z.number().int(), pageSize: z.number().int(), pageCount: count,
  capped: z.boolean().describe('The total is a lower bound: free text is counted up to 10,000 matches, and there are more'),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page (found by seeking, however deep); null on the last page'),
  previousCursor: z.string().nullable().describe('Pass as cursor for the previous page; null on the first page'),
  types: z.array(z.string()).describe("The tenant's asset types"), businessUnits: z.array(z.string()).describe("The tenant's business units"),
}).meta({ id: 'AssetPage' });

const facetValue = z.object({ value: z.string(), label: z.string(), count });
export const assetFacetsResponse = z.object({
  cloud: z.array(facetValue), account: z.array(facetValue), region: z.array(facetValue), service: z.array(facetValue), type: z.array(facetValue),
  category: z.array(facetValue), businessUnit: z.array(facetValue), exposed: z.array(facetValue), hasCritical: z.array(facetValue),
  tagKey: z.array(facetValue).describe('Assets per tag key under the other filters'),
  tagValue: z.array(facetValue).describe('Assets per value of the chosen tagKey under the other filters; empty without tagKey'),
}).meta({ id: 'AssetFacets' });
export type AssetFacets = z.infer<typeof assetFacetsResponse>;

export const assetDetailResponse = z.object({
  asset: assetSchema,
  metadata: z.record(z.string(), z.unknown()).describe('Resource configuration as the cloud reports it'),
  alerts: z.object({
    total: count.describe('Cloud alerts on this asset in any status'),
    items: z.array(z.object({ id: z.string(), severity: z.enum(SEVERITIES), status: z.enum(STATUSES), policy: z.string(), lastSeen: iso }))
      .describe('Open alerts first, most severe first (at most 20)'),
    filter: z.object({ kind: z.literal('cloud'), resourceId: z.array(z.string()) }).describe('The alerts search filter that lists all of them'),
  }),
  vulnerabilities: z.object({ total: count, open: count, items: z.array(z.object({ cve: z.string(), severity: z.string(), status: z.string() })) }),
  complianceFailures: z.array(z.object({ benchmark: z.string(), control: z.string() })).describe("Failed controls of the asset's account"),
  changes: z.array(z.object({ at: iso, field: z.string(), before: z.string(), after: z.string() })).describe('Newest first'),
}).meta({ id: 'AssetDetail' });

const bucket = z.object({ value: z.string(), count });
export const assetDashboardResponse = z.object({
  total: count,
  byCloud: z.array(bucket), byRegion: z.array(bucket), byType: z.array(bucket),
  exposure: z.object({ exposed: count, notExposed: count, exposedWithCritical: count }),
  regions: z.array(z.object({ cloud: z.string(), region: z.string(), count, withCritical: count.describe('Assets in the region with open critical alerts') }))
    .describe('Assets per cloud region, most first'),
  exposureFlow: z.array(z.object({ cloud: z.string(), exposed: z.boolean(),
    severity: z.enum(FLOW_SEVERITIES).describe('The highest severity among its open alerts; None without open alerts'), count }))
    .describe('Assets per cloud, internet exposure and highest open alert severity, most first'),
  riskiest: z.array(assetSchema).describe('Exposed assets with the most open critical, then high alerts'),
  growth: z.object({
    interval: z.enum(['day', 'week']),
    points: z.array(z.object({ start: iso, added: count, total: count })).describe('Assets first seen per period, and the inventory size at its end'),
  }),
}).meta({ id: 'AssetDashboard' });
