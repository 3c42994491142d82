import type { Db } from '../../db/openDatabase.js';
import { policyById } from '../../demo/alertCatalog.js';
import { type AlertRow, toAlert } from './alertRow.js';
import type { z } from 'zod';
import type { detailResponse } from './alertSchemas.js';

type Detail = Omit<z.infer<typeof detailResponse>, 'previousId' | 'nextId'>;
type Status = Detail['alert']['status'];

/** Everything the detail panel shows: policy explanation, remediation, compliance mapping, the resource and the status history. */
export async function alertDetail(db: Db, row: AlertRow, now: number): Promise<Detail> {
  const policy = policyById(row.rule_id);
  const events = await db.selectFrom('alert_events').select(['from_status', 'to_status', 'reason', 'actor', 'created_at'])
    .where('alert_id', '=', row.id).orderBy('created_at').orderBy('id').execute();
  const alert = toAlert(row, now);
  // Alerts from uploaded scanner files carry their own remediation and line range.
  const iac = row.kind === 'iac' ? await db.selectFrom('iac_alert_details').select(['remediation', 'guideline', 'line_end', 'scanner'])
    .where('alert_id', '=', row.id).executeTakeFirst() : undefined;
  return {
    alert,
    description: policy?.description ?? row.title,
    contributingFactors: [...(policy?.factors ?? [])],
    remediation: iac ? { console: [iac.remediation, iac.guideline].filter(Boolean), cli: '' } : { console: [...(policy?.consoleSteps ?? [])], cli: policy?.cli ?? '' },
    compliance: (policy?.compliance ?? [row.compliance_control]).map((control) => ({ framework: control.split(/ (?=[^ ]+$)/)[0] ?? control, control })),
    resource: {
      id: row.resource, type: row.asset_type, category: row.asset_category, cloud: row.cloud, region: row.region,
      account: { id: row.account_id, name: row.account_name, externalId: row.external_id ?? '' }, businessUnit: row.business_unit,
      metadata: {
        ...(row.kind === 'iac' ? { repository: row.repository, branch: row.branch, commit: row.commit_sha,
          file: iac && iac.line_end > row.line ? `${row.file_path}:${row.line}-${iac.line_end}` : `${row.file_path}:${row.line}`, ...(iac ? { scanner: iac.scanner } : {}) } : {}),
        ...(row.cloud ? { provider: row.cloud === 'aws' ? 'Amazon Web Services' : 'Microsoft Azure' } : {}),
      },
    },
    history: [
      { from: null, to: 'Open', reason: 'Detected by scan', actor: 'scanner', at: new Date(row.created_at).toISOString() },
      ...events.map((e) => ({ from: e.from_status as Status, to: e.to_status as Status, reason: e.reason, actor: e.actor, at: new Date(e.created_at).toISOString() })),
    ],
  };
}
