import type { Db } from '../../db/openDatabase.js';
import type { CloudAccountsTable } from '../../db/schema.js';
import { KIND_BY_TYPE, KINDS_BY_CLOUD } from '../../demo/assetCatalog.js';
import { demoAlert } from '../../demo/demoAlert.js';
import { demoAsset } from '../../demo/demoAssets.js';
import { demoIdentity } from '../../demo/demoIdentities.js';
import { DEMO_POLICIES } from '../../demo/identityPolicyCatalog.js';
import { GrantCache } from '../../identities/identityPermissions.js';
import { createPrng } from '../../demo/prng.js';
import { writeScanFindings } from '../vulnerabilities/scanFindings.js';
import { databaseNumbered } from './cloudAccountStore.js';
import { type ConnectionOutcome } from './connectionTest.js';

const HOUR = 3_600_000;
export const SCHEDULE_MS = { hourly: HOUR, daily: 24 * HOUR, weekly: 7 * 24 * HOUR } as const;
/** How many resources the stand-in cloud reports for a newly scanned account. */
export const SCAN_ASSETS = 24;
const SCAN_ALERTS = 18;

/** Records one step of a scan: the UI polls the row to show progress. */
async function step(db: Db, scanId: number, progress: number, label: string): Promise<void> {
  await db.updateTable('cloud_scans').set({ progress, step: label }).where('id', '=', scanId).execute();
}

/**
 * Runs a scan of one account: signs in (the connection test), then records what the cloud reports: on the first scan
 * the account's resources, the alerts found on them, its identities and vulnerabilities; later scans refresh last seen.
 * Everything is written for the account's tenant only.
 */
export async function runScan(db: Db, scanId: number, account: CloudAccountsTable, signIn: () => Promise<ConnectionOutcome>, now: () => number): Promise<void> {
  try {
    await step(db, scanId, 10, 'Signing in');
    const outcome = await signIn();
    if (!outcome.ok) {
      await db.updateTable('cloud_accounts').set({ status: 'error', status_reason: `${outcome.code}: ${outcome.message}` }).where('id', '=', account.id).execute();
      await db.updateTable('cloud_scans').set({ status: 'failed', finished_at: now(), error: `${outcome.code}: ${outcome.message}` }).where('id', '=', scanId).execute();
      return;
    }
    await step(db, scanId, 40, 'Listing resources');
    const t = now();
    const existing = await db.selectFrom('assets').select(db.fn.countAll<number>().as('n')).where('tenant_id', '=', account.tenant_id).where('account_id', '=', account.id).executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) {
      await db.updateTable('assets').set({ last_seen: t }).where('tenant_id', '=', account.tenant_id).where('account_id', '=', account.id).execute();
    } else {
      await db.transaction().execute(async (trx) => {
        const rng = createPrng(account.id * 7919);
        const ids: { id: number; resource: string; region: string; type: string; exposed: number }[] = [];
        for (let i = 0; i < SCAN_ASSETS; i += 1) {
          const kind = KINDS_BY_CLOUD[account.provider][i % KINDS_BY_CLOUD[account.provider].length]!;
          const { id: _id, app: _app, env: _env, ...row } = demoAsset(rng, account.id * 1000 + i, account.tenant_id, account, kind, t);
          const inserted = await trx.insertInto('assets').values(databaseNumbered({ ...row, last_seen: t })).returning('id').executeTakeFirstOrThrow();
          ids.push({ id: Number(inserted.id), resource: row.resource_id, region: row.region, type: row.type, exposed: row.exposed });
        }
        await step(trx, scanId, 60, 'Evaluating policies');
        for (let i = 0; i < SCAN_ALERTS; i += 1) {
          const { id: _id, ...alert } = demoAlert(rng, 0, account.tenant_id, 'cloud', account, t);
          const target = ids.find((a) => a.type === alert.asset_type) ?? ids[i % ids.length]!;
          const inserted = await trx.insertInto('alerts').values(databaseNumbered({ ...alert, status: 'Open', asset_id: target.id, resource: target.resource, region: target.region, ref: '' }))
            .returning('id').executeTakeFirstOrThrow();
          await trx.updateTable('alerts').set({ ref: `ZS-CLOUD-${100_000 + Number(inserted.id)}` }).where('id', '=', Number(inserted.id)).execute();
        }
        await step(trx, scanId, 80, 'Identities and vulnerabilities');
        // Identities with their policies, activity, flags and risk score, computed as they are ingested.
        const grants = new GrantCache();
        const identities = (['user', 'role', 'service_account'] as const).map((kind, i) => {
          const { id: _id, ...row } = demoIdentity(rng, { id: account.id * 1000 + i, tenant_id: account.tenant_id, account_id: account.id, kind, name: '' }, account, [account], t, grants);
          return row;
        });
        await trx.insertInto('iam_policies').values(DEMO_POLICIES.map((p) => ({ tenant_id: account.tenant_id, id: p.id, cloud: p.cloud, name: p.name, document: JSON.stringify(p.document) })))
          .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing()).execute();
        await trx.insertInto('identities').values(identities.map(databaseNumbered)).execute();
        const hosts = ids.filter((a) => KIND_BY_TYPE.get(a.type)?.category === 'compute').concat(ids.slice(0, 2));
        await writeScanFindings(trx, account.tenant_id, hosts.map((a) => ({ id: a.id, exposed: a.exposed, created_at: t })), t);
      });
    }
    const finished = now();
    await db.updateTable('cloud_accounts').set({ status: 'connected', status_reason: '', last_scan_at: finished, next_scan_at: finished + SCHEDULE_MS[account.scan_schedule] })
      .where('id', '=', account.id).execute();
    await db.updateTable('cloud_scans').set({ status: 'done', progress: 100, step: 'Done', finished_at: finished }).where('id', '=', scanId).execute();
  } catch (error) {
    // Recording the failure can fail too (the database closing at shutdown): a background scan never rejects, so it
    // can never take the server process down with an unhandled rejection.
    await db.updateTable('cloud_scans').set({ status: 'failed', finished_at: now(), error: (error as Error).message }).where('id', '=', scanId).execute()
      .catch(() => undefined);
  }
}
