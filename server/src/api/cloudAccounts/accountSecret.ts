import type { Db } from '../../db/openDatabase.js';
import type { CloudAccountsTable } from '../../db/schema.js';
import { AppError } from '../../http/AppError.js';
import { openSecret, SecretBoxError } from '../../shared/secretBox.js';

/** What a sealed account secret is bound to: the tenant, cloud and account, so a copied secret opens nowhere else. */
export const boundTo = (tenantId: string, provider: string, externalId: string) => `cloud_account:${tenantId}:${provider}:${externalId}`;

/**
 * The account's stored credentials do not open for it: they were sealed for another tenant or account (copied from
 * another row) or under another server key. Nothing is sent to the cloud; the account must be connected again.
 */
export class AccountSecretError extends AppError {
  override name = 'AccountSecretError';
  constructor(row: Pick<CloudAccountsTable, 'id' | 'name' | 'provider' | 'external_id'>, cause: unknown) {
    super(409, 'ACCOUNT_SECRET_NOT_BOUND',
      `The stored credentials of cloud account "${row.name}" (${row.provider} ${row.external_id}) do not open: credentials are sealed to the tenant and account they were entered for, so credentials from another account or tenant cannot be used. Disconnect the account and connect it again with its own credentials`,
      undefined, { cause });
  }
}

/** The account's credentials, opened for its own tenant and account only; a secret that does not open is an AccountSecretError. */
export async function openAccountSecret(db: Db, row: CloudAccountsTable): Promise<Record<string, string>> {
  try {
    return await openSecret(db, row.credentials, boundTo(row.tenant_id, row.provider, row.external_id));
  } catch (cause) {
    if (cause instanceof SecretBoxError) throw new AccountSecretError(row, cause);
    throw cause;
  }
}
