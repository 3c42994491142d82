import { AUDIT_PAGE_SIZE } from '@palisade/contracts';
import { computeTimeRange, TIME_RANGE_OPTIONS, type TimeRangeId } from '@palisade/sdk';

/** Everything that decides what the audit log shows; it lives in the URL so a link reproduces it. */
export interface AuditLogView {
  q: string;
  /** An actor's user id. */
  user: string;
  action: string;
  /** A time range of the SDK's picker, or null for the whole retention period. */
  range: TimeRangeId | null;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** The id of the entry whose detail is open. */
  entry: string | null;
}

const RANGE_IDS = new Set<string>(TIME_RANGE_OPTIONS.map((o) => o.id));

/** Reads a view from URL parameters; unknown or malformed values fall back to defaults. */
export function viewFromParams(params: URLSearchParams): AuditLogView {
  const range = params.get('range');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    q: params.get('q')?.trim() ?? '',
    user: params.get('user') ?? '',
    action: params.get('action') ?? '',
    range: range && RANGE_IDS.has(range) ? (range as TimeRangeId) : null,
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 1_000_000) : 1,
    pageSize: Number.isInteger(pageSize) && pageSize >= AUDIT_PAGE_SIZE.min && pageSize <= AUDIT_PAGE_SIZE.max ? pageSize : AUDIT_PAGE_SIZE.default,
    entry: params.get('entry') || null,
  };
}

/** The URL parameters of a view; defaults are left out so links stay short. */
export function paramsFromView(view: AuditLogView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.user) params.set('user', view.user);
  if (view.action) params.set('action', view.action);
  if (view.range) params.set('range', view.range);
  if (view.dir !== 'desc') params.set('dir', view.dir);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== AUDIT_PAGE_SIZE.default) params.set('pageSize', String(view.pageSize));
  if (view.entry) params.set('entry', view.entry);
  return params;
}

/** The server's filters for a view; the time range becomes a window computed at `now`. */
export function filterQuery(view: AuditLogView, now = new Date()): Record<string, string> {
  const query: Record<string, string> = { dir: view.dir };
  if (view.q) query['q'] = view.q;
  if (view.user) query['user'] = view.user;
  if (view.action) query['action'] = view.action;
  if (view.range) {
    const { from, to } = computeTimeRange(view.range, now);
    query['from'] = String(from.getTime());
    // The server's end is exclusive; a running range ends now and includes this very moment.
    query['to'] = String(to.getTime() === now.getTime() ? to.getTime() + 1 : to.getTime());
  }
  return query;
}
