import type { Db } from '../../db/openDatabase.js';
import type { CloudAccountsTable, CloudScansTable } from '../../db/schema.js';
import { audit, type AuditEntry } from '../../shared/audit.js';
import { openAccountSecret } from './accountSecret.js';
import { runScan } from './accountScan.js';
import { databaseNumbered } from './cloudAccountStore.js';
import { testConnection } from './connectionTest.js';

/**
 * Starts a scan of one account (or returns the one already running), audited as `who` made it, and lets it run in
 * the background: the scan's row carries its progress. `cloudBase` is the cloud API's URL (`…/cloud-api`).
 */
export async function startScan(db: Db, clock: () => number, row: CloudAccountsTable, cloudBase: string,
  who: Pick<AuditEntry, 'tenantId' | 'actorUserId' | 'actorEmail' | 'via' | 'actorApiKeyId'>): Promise<CloudScansTable> {
  const running = await db.selectFrom('cloud_scans').selectAll().where('tenant_id', '=', row.tenant_id).where('account_id', '=', row.id).where('status', '=', 'running').executeTakeFirst();
  if (running) return running;
  // Credentials that do not open refuse the scan before a job exists (a job would stay running for ever).
  const secrets = await openAccountSecret(db, row);
  const now = clock();
  const job = await db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('cloud_scans').values(databaseNumbered({ tenant_id: row.tenant_id, account_id: row.id, status: 'running' as const, progress: 0, step: 'Queued', started_at: now, finished_at: null, error: '' }))
      .returningAll().executeTakeFirstOrThrow();
    await audit(trx, now, { ...who, action: 'cloud_account.scan', target: `cloud_account:${row.id}`, details: { scan: Number(inserted.id) } });
    return inserted;
  });
  void runScan(db, Number(job.id), row, () => testConnection(cloudBase, row, secrets), clock);
  return job;
}
