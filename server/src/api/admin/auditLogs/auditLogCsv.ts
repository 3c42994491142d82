import type { AuditLogEntry } from '@palisade/contracts';

const HEADER = ['Time', 'Tenant', 'User', 'Email', 'Interface', 'Action', 'Target', 'Before', 'After'];

const cell = (value: unknown) => {
  let s = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  // A leading =, +, - or @ would run as a formula in spreadsheet apps.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

const line = (cells: unknown[]) => cells.map(cell).join(',') + '\r\n';

export const auditCsvHeader = () => line(HEADER);

/** One audit row as a CSV line; before and after as their JSON text. */
export const auditCsvLine = (e: AuditLogEntry) =>
  line([e.at, e.tenant.name, e.actor.name, e.actor.email, e.interface, e.action, e.target, e.before, e.after]);
