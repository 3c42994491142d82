import { addressInRanges } from '@palisade/contracts';
import { isFlagOn } from '../../../access/isFlagOn.js';
import type { Db } from '../../../db/openDatabase.js';
import { AppError } from '../../../http/AppError.js';
import type { Principal } from '../../../idp/tokenClaims.js';

export const IP_NOT_TRUSTED = 'IP_NOT_TRUSTED';

/** What a refused caller is told: the address the server saw, so they can ask for it to be added. */
export const ipNotTrustedMessage = (ip: string) => `Access from ${ip} is not allowed for this tenant`;

/** The tenant's trusted ranges when its list is enforced; undefined when it or the trusted_ip_list flag is off (everyone may come in). */
export async function enforcedRanges(db: Db, tenantId: string): Promise<string[] | undefined> {
  const tenant = await db.selectFrom('tenants').select('trusted_ips_enabled').where('id', '=', tenantId).executeTakeFirst();
  if (tenant?.trusted_ips_enabled !== 1) return undefined;
  // With the feature off nobody can see or switch the list, so it must not lock anyone out either.
  if (!(await isFlagOn(db, tenantId, 'trusted_ip_list'))) return undefined;
  const rows = await db.selectFrom('trusted_ips').select('cidr').where('tenant_id', '=', tenantId).execute();
  return rows.map((r) => r.cidr);
}

/** Whether a user may sign in to or call the tenant from this address (breakglass users always may, so they can repair the list). */
export async function isAddressAllowed(db: Db, tenantId: string, ip: string, breakglass: boolean): Promise<boolean> {
  if (breakglass) return true;
  const ranges = await enforcedRanges(db, tenantId);
  return ranges === undefined || addressInRanges(ip, ranges);
}

/** Refuses an API call from outside the tenant's trusted list with 403 IP_NOT_TRUSTED. */
export async function assertTrustedAddress(db: Db, principal: Principal, ip: string): Promise<void> {
  if (!(await isAddressAllowed(db, principal.tenantId, ip, principal.breakglass))) {
    throw new AppError(403, IP_NOT_TRUSTED, ipNotTrustedMessage(ip));
  }
}
