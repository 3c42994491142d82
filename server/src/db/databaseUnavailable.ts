/** Error codes of a database that cannot be reached (the server down or restarting, the network, the login). */
const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: 'nothing accepts connections at that address (is PostgreSQL running?)',
  ECONNRESET: 'the connection was cut',
  ENOTFOUND: 'that host name is unknown',
  EAI_AGAIN: 'that host name cannot be resolved now',
  ETIMEDOUT: 'it did not answer in time',
  EHOSTUNREACH: 'that host cannot be reached',
  '57P01': 'the database server is shutting down',
  '57P02': 'the database server is shutting down',
  '57P03': 'the database server is starting up or shutting down',
  '3D000': 'that database does not exist',
  '28P01': 'the password was refused',
  '28000': 'the login was refused',
  '53300': 'the database server has no free connections',
};

const TEXTS: readonly [RegExp, string][] = [
  [/timeout exceeded when trying to connect|Connection terminated due to connection timeout/i, 'it did not answer in time'],
  [/Connection terminated/i, 'the connection was cut'],
];

/** Why the database cannot be reached, in words, or undefined when the error is about something else (a bad query). */
export function unavailableReason(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE[code]) return UNREACHABLE[code];
    const message = e instanceof Error ? e.message : '';
    for (const [pattern, reason] of TEXTS) if (pattern.test(message)) return reason;
    for (const inner of (e as { errors?: unknown[] }).errors ?? []) {
      const reason = unavailableReason(inner);
      if (reason) return reason;
    }
  }
  return undefined;
}

export function unreachableReason(error: unknown): string {
  return unavailableReason(error) ?? (error instanceof Error ? error.message : String(error));
}
