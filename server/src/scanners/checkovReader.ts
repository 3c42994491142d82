import { JsonSyntaxError, type LocatedJson, parseLocatedJson } from './locatedJson.js';
import { isObject, type ScannerProblem, type ScannerRead, text } from './scannerProblem.js';

/** One failed check of a Checkov JSON report (`checkov -o json`), as Checkov names its fields. */
export interface CheckovFailedCheck {
  line: number | null; path: string; checkType: string;
  checkId: string; checkName: string; filePath: string; lineRange: [number, number] | null; resource: string;
  /** As given; open-source Checkov without a platform key writes null. */
  severity: string; guideline: string;
}

/** The failed checks of every framework section of the report (one object, or a list of them for several frameworks). */
export interface CheckovReport { checkovVersion: string; failed: CheckovFailedCheck[] }

/** Reads JSON, or says where it is not JSON. */
export function locatedOrProblem(source: string): LocatedJson | ScannerProblem {
  try { return parseLocatedJson(source); } catch (e) {
    if (e instanceof JsonSyntaxError) return { line: e.line, path: '', reason: `Not valid JSON: ${e.message}` };
    throw e;
  }
}

const lineRange = (v: unknown): [number, number] | null =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number' ? [v[0], v[1]] : null;

/**
 * Reads a Checkov JSON report. Only failed checks are findings; one without its check id, file path or resource is left
 * out with a problem naming its line and path. A file that is not JSON, or has no `results` nor `summary`, is unreadable.
 */
export function readCheckovJson(source: string): ScannerRead<CheckovReport> {
  const parsed = locatedOrProblem(source);
  if (!('value' in parsed)) return { kind: 'unreadable', problems: [parsed] };
  const { value: doc, lineOf } = parsed;
  const sections = Array.isArray(doc) ? doc : [doc];
  if (sections.length === 0 || !sections.every((s) => isObject(s) && ('results' in s || 'summary' in s))) {
    return { kind: 'unreadable', problems: [{ line: 1, path: '', reason: 'Not a Checkov JSON report: no "results" or "summary"' }] };
  }
  const problems: ScannerProblem[] = [];
  const failed: CheckovFailedCheck[] = [];
  let checkovVersion = '';
  sections.forEach((section, si) => {
    const s = section as Record<string, unknown>;
    const base = Array.isArray(doc) ? `[${si}].` : '';
    const summary = isObject(s['summary']) ? s['summary'] : {};
    checkovVersion ||= text(summary['checkov_version']) ?? '';
    const results = isObject(s['results']) ? s['results'] : {};
    const list = results['failed_checks'] ?? [];
    if (!Array.isArray(list)) { problems.push({ line: lineOf(results) ?? null, path: `${base}results.failed_checks`, reason: 'failed_checks must be a list' }); return; }
    list.forEach((c: unknown, i: number) => {
      const path = `${base}results.failed_checks[${i}]`;
      const line = isObject(c) ? lineOf(c) ?? null : lineOf(list) ?? null;
      if (!isObject(c)) { problems.push({ line, path, reason: 'A check must be an object' }); return; }
      const filePath = text(c['repo_file_path']) ?? text(c['file_path']);
      const missing = [['check_id', text(c['check_id'])], ['file_path', filePath], ['resource', text(c['resource'])]].filter(([, v]) => !v).map(([k]) => k);
      if (missing.length) { problems.push({ line, path, reason: `Missing ${missing.join(', ')}` }); return; }
      failed.push({
        line, path, checkType: text(s['check_type']) ?? '', checkId: text(c['check_id'])!, checkName: text(c['check_name']) ?? text(c['check_id'])!,
        filePath: filePath!.replace(/^\//, ''), lineRange: lineRange(c['file_line_range']), resource: text(c['resource'])!,
        severity: text(c['severity']) ?? '', guideline: text(c['guideline']) ?? '',
      });
    });
  });
  return { kind: 'read', problems, value: { checkovVersion, failed } };
}
