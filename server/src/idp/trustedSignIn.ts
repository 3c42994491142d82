import { findUserById } from '../access/directory.js';
import { ipNotTrustedMessage, isAddressAllowed } from '../api/admin/trustedIps/trustedAddress.js';
import type { AppContext } from '../shared/AppContext.js';
import { audit } from '../shared/audit.js';
import { grantFailure, type GrantFailure } from './TokenIssuer.js';

/** The OAuth error the token endpoint answers when the tenant's trusted list refuses the address (the BFF maps it to IP_NOT_TRUSTED). */
export const IP_NOT_TRUSTED_GRANT_ERROR = 'ip_not_trusted';

/**
 * Refuses a sign-in to a tenant whose enforced trusted list does not hold the
 * client address (breakglass users excepted), and records the refusal.
 */
export async function refuseUntrustedSignIn(ctx: AppContext, userId: string, tenantId: string, address: string): Promise<GrantFailure | undefined> {
  const user = await findUserById(ctx.db, userId);
  if (await isAddressAllowed(ctx.db, tenantId, address, user?.breakglass === 1)) return undefined;
  await audit(ctx.db, ctx.clock(), {
    tenantId, actorUserId: userId, actorEmail: user?.email ?? '', via: 'SYSTEM', action: 'auth.sign_in_refused', target: `user:${user?.email ?? userId}`,
    details: { reason: 'ip_not_trusted', address },
  });
  return grantFailure(403, IP_NOT_TRUSTED_GRANT_ERROR, ipNotTrustedMessage(address));
}
