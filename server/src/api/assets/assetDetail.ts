import type { z } from 'zod';
import type { Db } from '../../db/openDatabase.js';
import type { AssetDto, assetDetailResponse } from './assetSchemas.js';

type Detail = Omit<z.infer<typeof assetDetailResponse>, 'asset'>;
type Severity = Detail['alerts']['items'][number]['severity'];
type Status = Detail['alerts']['items'][number]['status'];

const RELATED_ALERTS = 20;
const VULNERABILITIES = 100;
const CHANGES = 100;

/**
 * What the detail drawer shows besides the list row: metadata, related alerts, vulnerabilities, compliance, history. Who can
 * reach the asset is its own call (`/identity/api/v1/assets/{id}/reach`), evaluated from the identities' policies.
 */
export async function assetDetail(db: Db, tenantId: string, asset: AssetDto, metadata: string): Promise<Detail> {
  const [alerts, alertTotal, vulnerabilities, vulnerabilityTotals, failures, changes] = await Promise.all([
    db.selectFrom('alerts').select(['ref', 'severity', 'status', 'title', 'last_seen']).where('asset_id', '=', asset.id).where('tenant_id', '=', tenantId)
      .orderBy((eb) => eb.case().when('status', '=', 'Open').then(0).else(1).end()).orderBy('severity_rank', 'desc').orderBy('last_seen', 'desc')
      .orderBy('id').limit(RELATED_ALERTS).execute(),
    db.selectFrom('alerts').select((eb) => eb.fn.countAll<number>().as('n')).where('asset_id', '=', asset.id).where('tenant_id', '=', tenantId).executeTakeFirst(),
    db.selectFrom('vulnerabilities').select(['cve', 'severity', 'status']).where('tenant_id', '=', tenantId).where('asset_id', '=', asset.id)
      .orderBy('status').orderBy('cve').limit(VULNERABILITIES).execute(),
    db.selectFrom('vulnerabilities').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('tenant_id', '=', tenantId)
      .where('asset_id', '=', asset.id).groupBy('status').execute(),
    db.selectFrom('compliance_results').select(['benchmark_id', 'control_id']).where('tenant_id', '=', tenantId).where('account_id', '=', asset.account.id)
      .where('status', '=', 'fail').orderBy('benchmark_id').orderBy('control_id').execute(),
    db.selectFrom('asset_changes').select(['changed_at', 'field', 'before', 'after']).where('asset_id', '=', asset.id).where('tenant_id', '=', tenantId)
      .orderBy('changed_at', 'desc').orderBy('id', 'desc').limit(CHANGES).execute(),
  ]);
  const totals = new Map(vulnerabilityTotals.map((v) => [v.status, Number(v.n)]));
  return {
    metadata: JSON.parse(metadata) as Record<string, unknown>,
    alerts: {
      total: Number(alertTotal?.n ?? 0),
      // Severity and status are written only from the validated sets; the response schema checks them on the way out.
      items: alerts.map((a) => ({ id: a.ref, severity: a.severity as Severity, status: a.status as Status, policy: a.title, lastSeen: new Date(Number(a.last_seen)).toISOString() })),
      filter: { kind: 'cloud', resourceId: [asset.resourceId] },
    },
    vulnerabilities: {
      total: [...totals.values()].reduce((a, b) => a + b, 0), open: totals.get('Open') ?? 0,
      items: vulnerabilities.map((v) => ({ cve: v.cve, severity: v.severity, status: v.status })),
    },
    complianceFailures: failures.map((c) => ({ benchmark: c.benchmark_id, control: c.control_id })),
    changes: changes.map((c) => ({ at: new Date(Number(c.changed_at)).toISOString(), field: c.field, before: c.before, after: c.after })),
  };
}
