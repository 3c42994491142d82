/** Something in a scanner file that was left out: where (line, and JSON path such as `Results[0].Vulnerabilities[3]`) and why. */
export interface ScannerProblem { line: number | null; path: string; reason: string }

/** A scanner file read: what could be taken, and a problem for each part that could not; or nothing usable at all. */
export type ScannerRead<T> =
  | { kind: 'read'; value: T; problems: ScannerProblem[] }
  | { kind: 'unreadable'; problems: ScannerProblem[] };

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
