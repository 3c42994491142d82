import { JsonSyntaxError, parseLocatedJson } from './locatedJson.js';
import { isObject, type ScannerProblem, type ScannerRead, text } from './scannerProblem.js';

/** A reporting descriptor (rule) of a SARIF run. */
export interface SarifRule {
  id: string; name: string; shortDescription: string; fullDescription: string; help: string; helpUri: string; properties: Record<string, unknown>;
}
export interface SarifLocation { uri: string; startLine: number | null; endLine: number | null }
/** One result of a SARIF run, with the line it starts on in the SARIF file itself. */
export interface SarifResult {
  line: number | null; path: string; ruleId: string; rule: SarifRule | undefined; level: string; message: string; locations: SarifLocation[];
  /** The first logical location's fully qualified name (IaC tools put the resource there, e.g. `aws_s3_bucket.data`). */
  logicalName: string; properties: Record<string, unknown>;
}
export interface SarifRun { tool: { name: string; version: string }; rules: SarifRule[]; results: SarifResult[] }
export interface SarifLog { version: '2.1.0'; runs: SarifRun[] }

const LEVELS = new Set(['none', 'note', 'warning', 'error']);
const message = (v: unknown) => (isObject(v) ? text(v['text']) ?? text(v['markdown']) ?? '' : '');

function ruleOf(v: Record<string, unknown>): SarifRule {
  return { id: text(v['id']) ?? '', name: text(v['name']) ?? '', shortDescription: message(v['shortDescription']), fullDescription: message(v['fullDescription']),
    help: message(v['help']), helpUri: text(v['helpUri']) ?? '', properties: isObject(v['properties']) ? v['properties'] : {} };
}

function locationsOf(v: unknown): SarifLocation[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isObject).map((l) => {
    const physical = isObject(l['physicalLocation']) ? l['physicalLocation'] : {};
    const artifact = isObject(physical['artifactLocation']) ? physical['artifactLocation'] : {};
    const region = isObject(physical['region']) ? physical['region'] : {};
    const lineAt = (k: string) => (typeof region[k] === 'number' ? region[k] : null);
    return { uri: text(artifact['uri']) ?? '', startLine: lineAt('startLine'), endLine: lineAt('endLine') };
  });
}

function logicalNameOf(v: unknown): string {
  const first = Array.isArray(v) ? v.filter(isObject).flatMap((l) => (Array.isArray(l['logicalLocations']) ? l['logicalLocations'] : [])).find(isObject) : undefined;
  return first ? text(first['fullyQualifiedName']) ?? text(first['name']) ?? '' : '';
}

/**
 * Reads a SARIF 2.1.0 log (any tool). A result's rule is found by ruleId, or by ruleIndex into the driver's rules; a
 * result with neither, or an unknown level, is left out with a problem naming its line and path. A file that is not JSON,
 * or not SARIF 2.1.0, is unreadable.
 */
export function readSarif(source: string): ScannerRead<SarifLog> {
  let parsed;
  try { parsed = parseLocatedJson(source); } catch (e) {
    if (e instanceof JsonSyntaxError) return { kind: 'unreadable', problems: [{ line: e.line, path: '', reason: `Not valid JSON: ${e.message}` }] };
    throw e;
  }
  const { value: doc, lineOf } = parsed;
  if (!isObject(doc) || doc['version'] !== '2.1.0') {
    return { kind: 'unreadable', problems: [{ line: 1, path: 'version', reason: 'Not a SARIF 2.1.0 log: "version" must be "2.1.0"' }] };
  }
  if (!Array.isArray(doc['runs'])) return { kind: 'unreadable', problems: [{ line: lineOf(doc) ?? 1, path: 'runs', reason: 'runs must be a list' }] };
  const problems: ScannerProblem[] = [];
  const runs = doc['runs'].map((run: unknown, ri: number): SarifRun => {
    const rPath = `runs[${ri}]`;
    const r = isObject(run) ? run : {};
    const tool = isObject(r['tool']) ? r['tool'] : {};
    const driver = isObject(tool['driver']) ? tool['driver'] : {};
    if (!text(driver['name'])) problems.push({ line: lineOf(r) ?? null, path: `${rPath}.tool.driver.name`, reason: 'A run must name its tool' });
    const rules = Array.isArray(driver['rules']) ? driver['rules'].filter(isObject).map(ruleOf) : [];
    const byId = new Map(rules.map((x) => [x.id, x]));
    const results: SarifResult[] = [];
    const list = Array.isArray(r['results']) ? r['results'] : [];
    list.forEach((res: unknown, i: number) => {
      const path = `${rPath}.results[${i}]`;
      const line = isObject(res) ? lineOf(res) ?? null : null;
      if (!isObject(res)) { problems.push({ line, path, reason: 'A result must be an object' }); return; }
      const index = typeof res['ruleIndex'] === 'number' ? res['ruleIndex'] : undefined;
      const rule = text(res['ruleId']) ? byId.get(text(res['ruleId'])!) : index !== undefined ? rules[index] : undefined;
      const ruleId = text(res['ruleId']) ?? rule?.id;
      if (!ruleId) { problems.push({ line, path, reason: 'A result needs a ruleId or a ruleIndex into the rules' }); return; }
      const level = text(res['level']) ?? 'warning';
      if (!LEVELS.has(level)) { problems.push({ line, path, reason: `Unknown level "${level}" (none, note, warning or error)` }); return; }
      results.push({ line, path, ruleId, rule, level, message: message(res['message']), locations: locationsOf(res['locations']),
        logicalName: logicalNameOf(res['locations']), properties: isObject(res['properties']) ? res['properties'] : {} });
    });
    return { tool: { name: text(driver['name']) ?? '', version: text(driver['version']) ?? text(driver['semanticVersion']) ?? '' }, rules, results };
  });
  return { kind: 'read', problems, value: { version: '2.1.0', runs } };
}
