import { INVALID_API_KEY_MESSAGE } from '@palisade/contracts';
import { tenantWithOrg } from '../../../access/directory.js';
import { isFlagOn } from '../../../access/isFlagOn.js';
import { AppError } from '../../../http/AppError.js';
import type { Principal } from '../../../idp/tokenClaims.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { safeEqual, sha256 } from '../../../shared/secrets.js';
import { keyPrefixOf } from './apiKeySecret.js';

export class InvalidApiKeyError extends AppError {
  override name = 'InvalidApiKeyError';
  constructor(reason: string) {
    // The caller learns only that the key is not valid; the reason stays in the server's cause.
    super(401, 'INVALID_API_KEY', INVALID_API_KEY_MESSAGE, undefined, { cause: new Error(reason) });
  }
}

/**
 * The principal an `X-API-Key` header stands for: the key's tenant, acting
 * with the key's role (see principalProfile). Wrong, revoked and expired keys
 * all get 401 'Invalid API Key'.
 */
export async function authenticateApiKey(ctx: AppContext, presented: string): Promise<Principal> {
  const key = presented.trim();
  const prefix = keyPrefixOf(key);
  const row = prefix
    ? await ctx.db.selectFrom('api_keys').leftJoin('users', 'users.id', 'api_keys.created_by')
        .select(['api_keys.id', 'api_keys.tenant_id', 'api_keys.name', 'api_keys.secret_hash', 'api_keys.role_id', 'api_keys.created_by',
          'api_keys.expires_at', 'api_keys.revoked_at', 'users.email'])
        .where('api_keys.prefix', '=', prefix).executeTakeFirst()
    : undefined;
  // Hash even when no row matched, so a wrong prefix costs the same as a wrong secret.
  const hash = sha256(key);
  if (!row || !safeEqual(hash, row.secret_hash)) throw new InvalidApiKeyError('no key with this prefix and secret');
  if (row.revoked_at !== null) throw new InvalidApiKeyError(`key ${row.id} is revoked`);
  if (row.expires_at !== null && row.expires_at <= ctx.clock()) throw new InvalidApiKeyError(`key ${row.id} has expired`);
  // With the feature off nobody can see or revoke keys, so none may work either.
  if (!(await isFlagOn(ctx.db, row.tenant_id, 'api_key_management'))) throw new InvalidApiKeyError(`API keys are off for tenant ${row.tenant_id}`);
  const tenant = await tenantWithOrg(ctx.db, row.tenant_id);
  if (!tenant) throw new InvalidApiKeyError(`tenant of key ${row.id} is gone`);
  return {
    userId: row.created_by, email: row.email ?? '', name: `API key ${row.name}`,
    tenantId: tenant.id, tenantName: tenant.name, orgId: tenant.org_id, orgName: tenant.org_name,
    groupId: '', breakglass: false, apiKey: { id: row.id, roleId: row.role_id },
  };
}

/** How stale "last used" may get: a busy key is written at most once a minute, not on every call. */
const LAST_USED_PRECISION_MS = 60_000;

/** Records when a key was last accepted (shown in the key list). */
export async function markApiKeyUsed(ctx: AppContext, keyId: string): Promise<void> {
  const now = ctx.clock();
  await ctx.db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', now - LAST_USED_PRECISION_MS)])).execute();
}
