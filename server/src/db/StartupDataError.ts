/** Why a file or folder could not be used, in words, from a Node.js or SQLite error code. */
const REASONS: Record<string, string> = {
  ENOTDIR: 'a part of that path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted there',
  EROFS: 'the file system is read-only',
  SQLITE_READONLY: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  SQLITE_FULL: 'the disk is full',
  ENOENT: 'it does not exist and cannot be created there',
  SQLITE_CANTOPEN: 'the database file cannot be opened or created there',
  SQLITE_NOTADB: 'the file is not a SQLite database',
  SQLITE_CORRUPT: 'the database file is damaged',
};

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The reason in words when the error is about storage (a file system or disk problem), else undefined. */
export function storageReason(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = codeOf(e);
    if (!code) continue;
    if (REASONS[code]) return REASONS[code];
    if (code.startsWith('SQLITE_IOERR')) return `the disk reported an input/output error (${code})`;
  }
  return undefined;
}

/**
 * The server cannot use its data folder, its database or its demo data: one sentence naming the
 * path and the cause, printed instead of a stack trace when it stops.
 */
export class StartupDataError extends Error {
  override name = 'StartupDataError';
  constructor(readonly path: string, what: string, reason: string, options?: { cause?: unknown }) {
    super(`${what} ${path}: ${reason}`, options);
  }

  /** Wraps `error` when it is about storage; otherwise returns it unchanged. */
  static wrap(error: unknown, path: string, what: string): unknown {
    if (error instanceof StartupDataError) return error;
    const reason = storageReason(error);
    return reason ? new StartupDataError(path, what, reason, { cause: error }) : error;
  }
}
