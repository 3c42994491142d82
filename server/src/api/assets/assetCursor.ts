import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../http/AppError.js';
import type { AssetFilters } from './assetQuery.js';

/**
 * Where a keyset page starts: the sort key and id of the row it follows (`after`) or precedes (`before`), for one sort,
 * direction and set of filters, and the page number it stands for. Handed out as an opaque base64url string.
 */
export interface AssetCursor {
  sort: AssetFilters['sort'];
  dir: AssetFilters['dir'];
  /** Fingerprint of the filters the cursor was made under. */
  filters: string;
  side: 'after' | 'before';
  value: string | number;
  id: number;
  page: number;
}

const shape = z.object({
  s: z.string(), d: z.enum(['asc', 'desc']), f: z.string(), b: z.enum(['after', 'before']), v: z.union([z.string(), z.number()]),
  i: z.number().int().positive(), p: z.number().int().min(1).max(100_000),
}).strict();

/** A cursor that cannot be read, or that belongs to another sort or other filters than the request's. */
export class AssetCursorError extends AppError {
  override name = 'AssetCursorError';
  constructor(reason: string, options?: { cause?: unknown }) {
    super(400, 'VALIDATION_FAILED', `The assets cursor ${reason}; ask for the page by number instead`, [{ path: 'cursor', message: reason }], options);
  }
}

/** The filters' fingerprint: the same filters give the same one (sort, direction and paging aside). */
export function filtersFingerprint(f: Partial<AssetFilters>): string {
  const entries = Object.entries(f).filter(([k, v]) => k !== 'sort' && k !== 'dir' && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 12);
}

export function encodeAssetCursor(c: AssetCursor): string {
  return Buffer.from(JSON.stringify({ s: c.sort, d: c.dir, f: c.filters, b: c.side, v: c.value, i: c.id, p: c.page })).toString('base64url');
}

/** Reads a cursor for a request: it must have been made for the request's sort, direction and filters. */
export function decodeAssetCursor(text: string, f: AssetFilters): AssetCursor {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch (error) {
    throw new AssetCursorError('is not one this list handed out', { cause: error });
  }
  const parsed = shape.safeParse(raw);
  if (!parsed.success) throw new AssetCursorError('is not one this list handed out', { cause: parsed.error });
  const c = parsed.data;
  if (c.s !== f.sort || c.d !== f.dir) throw new AssetCursorError(`was made for another sort (${c.s} ${c.d}, not ${f.sort} ${f.dir})`);
  if (c.f !== filtersFingerprint(f)) throw new AssetCursorError('was made under other filters');
  return { sort: f.sort, dir: f.dir, filters: c.f, side: c.b, value: c.v, id: c.i, page: c.p };
}
