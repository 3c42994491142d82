import { findUserByEmail, orgWithConnections } from '../../access/directory.js';
import type { AppContext } from '../../shared/AppContext.js';
import { keyedDigest } from '../../shared/secretBox.js';

export interface OrgLookupAnswer {
  OrganizationId: string; SSOEnabled: boolean; MultiTenant: boolean; OTP: boolean;
  Connections: { Type: 'samlp' | 'auth0'; ConnectionName: string; SSOEnabled: boolean }[];
}

/** The password connection an address of no known organisation is told to use (it admits nobody). */
export const DEFAULT_CONNECTION = 'Username-Password-Authentication';

/**
 * What the console must know before a password: the organisation's sign-in choices (single sign-on or password,
 * one-time code, several tenants), all of them facts about the organisation, never about the account. An address
 * no user has gets its domain's organisation when other users of that domain have one, else a password
 * organisation of its own that admits nobody; so an unknown address of a known domain answers exactly like a known one.
 */
export async function lookUpOrganization(ctx: AppContext, email: string): Promise<OrgLookupAnswer> {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  // Both queries run for every address, so the work does not depend on whether the account exists.
  const [user, sameDomain] = await Promise.all([
    findUserByEmail(ctx.db, address),
    // The address passed the email check, so its domain holds no LIKE wildcards (letters, digits, dots, hyphens).
    ctx.db.selectFrom('users').select('org_id').where('email', 'like', `%@${domain}`).orderBy('created_at').limit(1).executeTakeFirst(),
  ]);
  const orgId = user?.org_id ?? sameDomain?.org_id;
  if (!orgId) {
    return {
      OrganizationId: `org_${(await keyedDigest(ctx.db, 'orglookup', domain)).slice(0, 16)}`, SSOEnabled: false, MultiTenant: false, OTP: false,
      Connections: [{ Type: 'auth0', ConnectionName: DEFAULT_CONNECTION, SSOEnabled: false }],
    };
  }
  const { org, connections, multiTenant } = await orgWithConnections(ctx.db, orgId);
  return {
    OrganizationId: org.id, SSOEnabled: org.sso_enabled === 1, MultiTenant: multiTenant, OTP: org.otp_enabled === 1,
    Connections: connections.map((c) => ({ Type: c.type, ConnectionName: c.name, SSOEnabled: c.sso_enabled === 1 })),
  };
}
