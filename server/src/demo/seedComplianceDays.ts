import type { Db } from '../db/openDatabase.js';
import type { ComplianceCheckDaysTable } from '../db/schema.js';
import { addDays, utcDay } from '../posture/postureDays.js';

/** Days before today the demo keeps copies for: the compliance page's longest trend (a month) and the month before it, which its change compares with. */
export const COMPLIANCE_HISTORY_DAYS = 62;
const DAY = 86_400_000;

/**
 * The daily copies of the per-check summary (`compliance_check_days`) for the {@link COMPLIANCE_HISTORY_DAYS} days before
 * today, worked out from the alerts: an alert counts as open at a day's end from its first seen time, until its last seen
 * time if it is no longer open. So a trend narrowed to a cloud, account, region or business unit has history on a fresh
 * start; the daily snapshot writes today's and later days' copies as it always does. Returns the rows written.
 */
export async function seedComplianceDays(db: Db, now: number): Promise<number> {
  const today = utcDay(now);
  const days = Array.from({ length: COMPLIANCE_HISTORY_DAYS }, (_, i) => addDays(today, i - COMPLIANCE_HISTORY_DAYS));
  const ends = days.map((d) => Date.parse(`${d}T00:00:00Z`) + DAY);
  const tenants = await db.selectFrom('tenants').select('id').orderBy('id').execute();
  let written = 0;
  for (const { id: tenantId } of tenants) {
    const alerts = await db.selectFrom('alerts').select(['rule_id', 'account_id', 'cloud', 'region', 'business_unit', 'status', 'created_at', 'last_seen'])
      .where('tenant_id', '=', tenantId).where('created_at', '<', ends.at(-1)!).where((eb) => eb.or([eb('status', '=', 'Open'), eb('last_seen', '>=', ends[0]! - DAY)])).execute();
    // Per slice key, the open alerts at each day's end.
    const counts = new Map<string, { key: Omit<ComplianceCheckDaysTable, 'tenant_id' | 'day' | 'open_alerts'>; open: Int32Array }>();
    for (const a of alerts) {
      const closedAt = a.status === 'Open' ? Infinity : Number(a.last_seen);
      const slot = `${a.rule_id}\u0000${a.account_id}\u0000${a.cloud}\u0000${a.region}\u0000${a.business_unit}`;
      let entry = counts.get(slot);
      for (let i = 0; i < ends.length; i++) {
        if (Number(a.created_at) > ends[i]! || closedAt <= ends[i]!) continue;
        if (!entry) {
          entry = { key: { rule_id: a.rule_id, account_id: Number(a.account_id), cloud: a.cloud, region: a.region, business_unit: a.business_unit }, open: new Int32Array(ends.length) };
          counts.set(slot, entry);
        }
        entry.open[i]! += 1;
      }
    }
    // A marker row for every day, as the daily snapshot writes: a day with no open alert scores 100%, not "no data".
    const rows: ComplianceCheckDaysTable[] = days.map((day) => ({ tenant_id: tenantId, day, rule_id: '', account_id: 0, cloud: '', region: '', business_unit: '', open_alerts: 0 }));
    for (const { key, open } of counts.values()) {
      open.forEach((n, i) => { if (n > 0) rows.push({ tenant_id: tenantId, day: days[i]!, ...key, open_alerts: n }); });
    }
    for (let i = 0; i < rows.length; i += 2_000) await db.insertInto('compliance_check_days').values(rows.slice(i, i + 2_000)).execute();
    written += rows.length;
  }
  return written;
}
