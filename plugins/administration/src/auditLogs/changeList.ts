/** One field of a change: its dotted path and its value before and after (undefined where absent). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf values of a JSON image by dotted path; arrays and scalars are leaves. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix || (value !== null && value !== undefined)) {
    out.set(prefix || '(value)', value);
  }
}

/**
 * The before and after images of an audit entry as a field-by-field list, in
 * the order fields first appear (before, then new ones after), each marked
 * changed or not.
 */
export function changeList(before: unknown, after: unknown): FieldChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  flatten(before, '', a);
  flatten(after, '', b);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields.map((field) => {
    const was = a.get(field);
    const is = b.get(field);
    return { field, before: was, after: is, changed: JSON.stringify(was) !== JSON.stringify(is) };
  });
}

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A value as the change list shows it: text as is, a list of plain values comma-separated, the rest as JSON, absent as nothing. */
export const showValue = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value
    : Array.isArray(value) && value.length > 0 && value.every(isScalar) ? value.map(String).join(', ') : JSON.stringify(value);
