import { z } from 'zod';
import { intInRange, optionalText } from '../validation.js';

/** Audit rows are kept this many days; older ones are purged and never listed. */
export const AUDIT_RETENTION_DAYS = 60;
/** Rows per page the audit log list accepts. */
export const AUDIT_PAGE_SIZE = { min: 10, max: 200, default: 50 } as const;

/** An epoch-milliseconds time; a query string hands it in as text. */
const epochMs = z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? undefined : value),
  z.number().int().nonnegative().optional());

/** Filters of the audit log (list and CSV export): free text, user, action, time window. */
export const auditLogFilters = z.object({
  /** Free text over action, target and the actor's name and email. */
  q: optionalText(200),
  /** An actor's user id, as the facets list them. */
  user: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  /** Inclusive start and exclusive end, epoch ms. */
  from: epochMs,
  to: epochMs,
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type AuditLogFilters = z.infer<typeof auditLogFilters>;

/** The list's query: the filters and a page. */
export const auditLogQuery = auditLogFilters.extend({
  page: intInRange(1, 1_000_000).default(1),
  pageSize: intInRange(AUDIT_PAGE_SIZE.min, AUDIT_PAGE_SIZE.max).default(AUDIT_PAGE_SIZE.default),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/**
 * The console's filter form: what the user types or picks (all text, as inputs
 * hand them in). The time range is one of the SDK's range ids, or '' for all
 * of the retention period.
 */
export const auditLogFilterForm = z.object({
  q: optionalText(200),
  user: z.string(),
  action: z.string(),
  range: z.string(),
  pageSize: intInRange(AUDIT_PAGE_SIZE.min, AUDIT_PAGE_SIZE.max),
});
export type AuditLogFilterFormInput = z.input<typeof auditLogFilterForm>;
export type AuditLogFilterFormValues = z.output<typeof auditLogFilterForm>;

/** How a change came in. */
export type AuditInterface = 'UI' | 'API_KEY' | 'SYSTEM';

/** One audit row as the API returns it. */
export interface AuditLogEntry {
  id: string;
  /** ISO time of the change. */
  at: string;
  tenant: { id: string; name: string };
  actor: { userId: string | null; name: string; email: string };
  interface: AuditInterface;
  action: string;
  target: string;
  /** JSON images of the target before and after (null when the change has none); never secrets. */
  before: unknown;
  after: unknown;
  details: Record<string, unknown>;
}

export interface AuditLogPage { items: AuditLogEntry[]; total: number; page: number; pageSize: number; pageCount: number }

/** The values the user and action filters offer: who changed something and what, in the tenant within retention. */
export interface AuditLogFacets {
  users: { userId: string; name: string; email: string }[];
  actions: string[];
}
