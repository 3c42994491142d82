import { locatedOrProblem } from './checkovReader.js';
import { isObject, type ScannerProblem, type ScannerRead, text } from './scannerProblem.js';

/** One place a KICS query matched (`kics scan --report-formats json`, results.json), with its query's fields. */
export interface KicsFinding {
  line: number | null; path: string;
  queryId: string; queryName: string; severity: string; platform: string; cloudProvider: string; category: string; description: string; queryUrl: string;
  fileName: string; fileLine: number; resourceType: string; resourceName: string; searchKey: string; expectedValue: string; actualValue: string;
}
export interface KicsReport { kicsVersion: string; findings: KicsFinding[] }

/**
 * Reads a KICS JSON report. Each file entry of each query is a finding; one without its file name or line is left out
 * with a problem naming its line and path. A file that is not JSON, or has no `queries` list, is unreadable.
 */
export function readKicsJson(source: string): ScannerRead<KicsReport> {
  const parsed = locatedOrProblem(source);
  if (!('value' in parsed)) return { kind: 'unreadable', problems: [parsed] };
  const { value: doc, lineOf } = parsed;
  if (!isObject(doc) || !Array.isArray(doc['queries'])) {
    return { kind: 'unreadable', problems: [{ line: 1, path: 'queries', reason: 'Not a KICS JSON report: no "queries" list' }] };
  }
  const problems: ScannerProblem[] = [];
  const findings: KicsFinding[] = [];
  doc['queries'].forEach((q: unknown, qi: number) => {
    const qPath = `queries[${qi}]`;
    if (!isObject(q) || !text(q['query_id'])) { problems.push({ line: isObject(q) ? lineOf(q) ?? null : null, path: qPath, reason: 'A query needs its query_id' }); return; }
    const files = Array.isArray(q['files']) ? q['files'] : [];
    files.forEach((f: unknown, fi: number) => {
      const path = `${qPath}.files[${fi}]`;
      const line = isObject(f) ? lineOf(f) ?? null : null;
      if (!isObject(f)) { problems.push({ line, path, reason: 'A file entry must be an object' }); return; }
      const missing = [['file_name', text(f['file_name'])], ['line', typeof f['line'] === 'number' ? 'x' : undefined]].filter(([, v]) => !v).map(([k]) => k);
      if (missing.length) { problems.push({ line, path, reason: `Missing ${missing.join(', ')}` }); return; }
      findings.push({
        line, path, queryId: text(q['query_id'])!, queryName: text(q['query_name']) ?? text(q['query_id'])!, severity: text(q['severity']) ?? '',
        platform: text(q['platform']) ?? '', cloudProvider: text(q['cloud_provider']) ?? '', category: text(q['category']) ?? '', description: text(q['description']) ?? '', queryUrl: text(q['query_url']) ?? '',
        fileName: text(f['file_name'])!, fileLine: f['line'] as number, resourceType: text(f['resource_type']) ?? '', resourceName: text(f['resource_name']) ?? '',
        searchKey: text(f['search_key']) ?? '', expectedValue: text(f['expected_value']) ?? '', actualValue: text(f['actual_value']) ?? '',
      });
    });
  });
  return { kind: 'read', problems, value: { kicsVersion: text(doc['kics_version']) ?? '', findings } };
}
