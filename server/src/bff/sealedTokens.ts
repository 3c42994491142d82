import type { Db } from '../db/openDatabase.js';
import type { BffSessionsTable } from '../db/schema.js';
import { openSecret, sealSecret } from '../shared/secretBox.js';

/** The session columns that hold live credentials: sealed at rest, so a copy of the database file gives no tokens. */
const SEALED_COLUMNS = ['access_token', 'refresh_token', 'mfa_token'] as const;
type SealedColumn = (typeof SEALED_COLUMNS)[number];

// The session id and the column are the associated data: a sealed token opens only in the row and column it was written to.
const boundTo = (sessionId: string, column: SealedColumn) => `bff_session:${sessionId}:${column}`;

/** A copy of `values` with its token columns sealed for the session `sessionId`. */
export async function sealTokens<T extends Partial<BffSessionsTable>>(db: Db, sessionId: string, values: T): Promise<T> {
  const sealed: T = { ...values };
  for (const column of SEALED_COLUMNS) {
    const plain = values[column];
    if (typeof plain === 'string') sealed[column] = (await sealSecret(db, { token: plain }, boundTo(sessionId, column))) as T[typeof column];
  }
  return sealed;
}

/** The row with its token columns opened; throws SecretBoxError when one does not open for this session. */
export async function openTokens(db: Db, row: BffSessionsTable): Promise<BffSessionsTable> {
  const opened = { ...row };
  for (const column of SEALED_COLUMNS) {
    const sealed = row[column];
    if (sealed !== null) opened[column] = (await openSecret(db, sealed, boundTo(row.id, column)))['token'] ?? null;
  }
  return opened;
}
