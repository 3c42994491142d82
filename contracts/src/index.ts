export {
  VALIDATION_MESSAGES,
  rangeMessage,
  requiredText,
  optionalText,
  noWhitespace,
  EMAIL_PATTERN,
  emailAddress,
  intInRange,
} from './validation.js';
export {
  AUDIT_RETENTION_DAYS,
  AUDIT_PAGE_SIZE,
  auditLogFilters,
  auditLogQuery,
  auditLogFilterForm,
} from './admin/auditLogs.js';
export type {
  AuditLogFilters,
  AuditLogQuery,
  AuditLogFilterFormInput,
  AuditLogFilterFormValues,
  AuditInterface,
  AuditLogEntry,
  AuditLogPage,
  AuditLogFacets,
} from './admin/auditLogs.js';
