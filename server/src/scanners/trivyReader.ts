import { JsonSyntaxError, parseLocatedJson } from './locatedJson.js';
import { isObject, type ScannerProblem, type ScannerRead, text } from './scannerProblem.js';

/** One vulnerability of a Trivy result, as Trivy's JSON report (SchemaVersion 2) names its fields. */
export interface TrivyVulnerability {
  line: number | null; path: string;
  vulnerabilityId: string; pkgName: string; installedVersion: string; fixedVersion: string; pkgPath: string; purl: string;
  title: string; description: string; severity: string; primaryUrl: string; references: string[]; publishedDate: string;
  /** Per source (nvd, ghsa, redhat…): CVSS v3 score and vector when given. */
  cvss: Record<string, { v3Score?: number; v3Vector?: string }>;
}

/** One Trivy result (a target: OS packages, a lock file, a config file); other findings kinds are kept as read, with their line. */
export interface TrivyResult {
  target: string; class: string; type: string; vulnerabilities: TrivyVulnerability[];
  misconfigurations: { line: number | null; path: string; value: Record<string, unknown> }[];
}
export interface TrivyReport { schemaVersion: number; artifactName: string; artifactType: string; results: TrivyResult[] }

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

function cvssOf(v: unknown): TrivyVulnerability['cvss'] {
  const out: TrivyVulnerability['cvss'] = {};
  if (!isObject(v)) return out;
  for (const [source, c] of Object.entries(v)) {
    if (!isObject(c)) continue;
    out[source] = { ...(typeof c['V3Score'] === 'number' ? { v3Score: c['V3Score'] } : {}), ...(text(c['V3Vector']) ? { v3Vector: text(c['V3Vector'])! } : {}) };
  }
  return out;
}

/**
 * Reads a Trivy JSON report (`trivy image|fs|config --format json`, SchemaVersion 2). A vulnerability without its id,
 * package name or installed version is left out with a problem naming its line and path; a file that is not JSON or not
 * a Trivy report is unreadable.
 */
export function readTrivyJson(source: string): ScannerRead<TrivyReport> {
  let parsed;
  try { parsed = parseLocatedJson(source); } catch (e) {
    if (e instanceof JsonSyntaxError) return { kind: 'unreadable', problems: [{ line: e.line, path: '', reason: `Not valid JSON: ${e.message}` }] };
    throw e;
  }
  const { value: doc, lineOf } = parsed;
  if (!isObject(doc) || !('SchemaVersion' in doc || 'Results' in doc || 'ArtifactName' in doc)) {
    return { kind: 'unreadable', problems: [{ line: 1, path: '', reason: 'Not a Trivy JSON report: no SchemaVersion, ArtifactName or Results' }] };
  }
  if (doc['SchemaVersion'] !== undefined && doc['SchemaVersion'] !== 2) {
    return { kind: 'unreadable', problems: [{ line: lineOf(doc) ?? 1, path: 'SchemaVersion', reason: `SchemaVersion ${String(doc['SchemaVersion'])} is not supported (2 is)` }] };
  }
  const problems: ScannerProblem[] = [];
  const results: TrivyResult[] = [];
  const rawResults = doc['Results'] ?? [];
  if (!Array.isArray(rawResults)) return { kind: 'unreadable', problems: [{ line: lineOf(doc) ?? 1, path: 'Results', reason: 'Results must be a list' }] };
  rawResults.forEach((r, ri) => {
    const rPath = `Results[${ri}]`;
    if (!isObject(r)) { problems.push({ line: null, path: rPath, reason: 'A result must be an object' }); return; }
    const vulnerabilities: TrivyVulnerability[] = [];
    const list = r['Vulnerabilities'] ?? [];
    if (!Array.isArray(list)) problems.push({ line: lineOf(r) ?? null, path: `${rPath}.Vulnerabilities`, reason: 'Vulnerabilities must be a list' });
    else list.forEach((v, vi) => {
      const path = `${rPath}.Vulnerabilities[${vi}]`;
      const line = isObject(v) ? lineOf(v) ?? null : lineOf(list) ?? null;
      if (!isObject(v)) { problems.push({ line, path, reason: 'A vulnerability must be an object' }); return; }
      const missing = ['VulnerabilityID', 'PkgName', 'InstalledVersion'].filter((k) => !text(v[k]));
      if (missing.length > 0) { problems.push({ line, path, reason: `Missing ${missing.join(', ')}` }); return; }
      const ident = isObject(v['PkgIdentifier']) ? v['PkgIdentifier'] : {};
      vulnerabilities.push({
        line, path, vulnerabilityId: text(v['VulnerabilityID'])!, pkgName: text(v['PkgName'])!, installedVersion: text(v['InstalledVersion'])!,
        fixedVersion: text(v['FixedVersion']) ?? '', pkgPath: text(v['PkgPath']) ?? '', purl: text(ident['PURL']) ?? '', title: text(v['Title']) ?? '',
        description: text(v['Description']) ?? '', severity: text(v['Severity']) ?? 'UNKNOWN', primaryUrl: text(v['PrimaryURL']) ?? '',
        references: strings(v['References']), publishedDate: text(v['PublishedDate']) ?? '', cvss: cvssOf(v['CVSS']),
      });
    });
    const misconfigurations = Array.isArray(r['Misconfigurations'])
      ? r['Misconfigurations'].filter(isObject).map((m, mi) => ({ line: lineOf(m) ?? null, path: `${rPath}.Misconfigurations[${mi}]`, value: m })) : [];
    results.push({ target: text(r['Target']) ?? '', class: text(r['Class']) ?? '', type: text(r['Type']) ?? '', vulnerabilities, misconfigurations });
  });
  return { kind: 'read', problems, value: { schemaVersion: 2, artifactName: text(doc['ArtifactName']) ?? '', artifactType: text(doc['ArtifactType']) ?? '', results } };
}
