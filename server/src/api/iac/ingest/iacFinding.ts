import type { CheckovReport } from '../../../scanners/checkovReader.js';
import type { KicsReport } from '../../../scanners/kicsReader.js';
import type { SarifLog } from '../../../scanners/sarifReader.js';
import { isObject, type ScannerProblem, text } from '../../../scanners/scannerProblem.js';
import type { TrivyReport } from '../../../scanners/trivyReader.js';

export const IAC_SEVERITIES = ['Critical', 'High', 'Medium', 'Low'] as const;
export type IacSeverity = (typeof IAC_SEVERITIES)[number];

/** One misconfiguration a scanner file reports, ready to become an IaC alert. */
export interface IacFinding {
  ruleId: string; title: string; severity: IacSeverity; file: string; startLine: number; endLine: number; resource: string; resourceType: string;
  category: string; remediation: string; guideline: string; cloud: IacCloud;
  /** The file gave no severity: the finding is recorded as Medium, and the upload report counts it. */
  unrated: boolean;
}
/** null: the finding is about no cloud (a Kubernetes manifest, a Dockerfile). */
export type IacCloud = 'aws' | 'azure' | null;
/** The findings of one file, what was left out, and the scanner's name (so a scan only resolves what the same scanner found). */
export interface IacScanned { scanner: string; findings: IacFinding[]; problems: ScannerProblem[] }

/**
 * A tool's severity word as an alert severity. Open-source Checkov writes no severity (null) without a platform key,
 * and its check id, guideline and check type carry none either: such a finding is Medium (not guessed up or down),
 * marked unrated so that the upload report says how many.
 */
export function severityOfWord(word: string): IacSeverity {
  switch (word.toUpperCase()) {
    case 'CRITICAL': return 'Critical';
    case 'HIGH': case 'ERROR': return 'High';
    case 'LOW': case 'INFO': case 'TRACE': case 'NOTE': case 'NONE': return 'Low';
    default: return 'Medium';
  }
}

/** GitHub's code-scanning bands for SARIF `security-severity`. */
const severityOfScore = (score: number): IacSeverity => (score >= 9 ? 'Critical' : score >= 7 ? 'High' : score >= 4 ? 'Medium' : 'Low');
/**
 * The cloud a finding's rule, resource or provider names: Azure or AWS, else none (Kubernetes manifests, Dockerfiles,
 * generic IaC), which the alert list shows as such rather than under a cloud it is not about.
 */
export function cloudOf(...hints: string[]): IacCloud {
  if (hints.some((h) => /azure|^azurerm_|^microsoft\.|^ckv2?_azure/i.test(h))) return 'azure';
  return hints.some((h) => /(^|[^a-z])aws([^a-z]|$)/i.test(h)) ? 'aws' : null;
}
const typeOf = (resource: string) => (resource.includes('.') ? resource.slice(0, resource.indexOf('.')) : '');

export function fromCheckov(report: CheckovReport): IacScanned {
  return {
    scanner: 'checkov', problems: [],
    findings: report.failed.map((c) => ({
      ruleId: c.checkId, title: c.checkName, severity: severityOfWord(c.severity), file: c.filePath, startLine: c.lineRange?.[0] ?? 0,
      endLine: c.lineRange?.[1] ?? c.lineRange?.[0] ?? 0, resource: c.resource, resourceType: typeOf(c.resource), category: c.checkType,
      remediation: c.guideline ? `See ${c.guideline}` : '', guideline: c.guideline, cloud: cloudOf(c.checkId, c.resource), unrated: !c.severity.trim(),
    })),
  };
}

export function fromKics(report: KicsReport): IacScanned {
  return {
    scanner: 'kics', problems: [],
    findings: report.findings.map((f) => {
      const resource = f.resourceType && f.resourceName ? `${f.resourceType}.${f.resourceName}` : f.resourceName || f.searchKey || f.fileName;
      return {
        ruleId: f.queryId, title: f.queryName, severity: severityOfWord(f.severity), file: f.fileName.replace(/^\.?\//, ''), startLine: f.fileLine,
        endLine: f.fileLine, resource, resourceType: f.resourceType || f.platform, category: f.category,
        remediation: f.expectedValue ? `Expected: ${f.expectedValue}. Found: ${f.actualValue}` : f.description, guideline: f.queryUrl,
        cloud: cloudOf(f.cloudProvider, f.resourceType), unrated: !f.severity.trim(),
      };
    }),
  };
}

/** Trivy misconfigurations (`trivy config` or `trivy fs --scanners misconfig`); passed checks are not findings. */
export function fromTrivyConfig(report: TrivyReport): IacScanned {
  const findings: IacFinding[] = [];
  const problems: ScannerProblem[] = [];
  for (const result of report.results) {
    for (const m of result.misconfigurations) {
      const v = m.value;
      if (text(v['Status']) && text(v['Status']) !== 'FAIL') continue;
      const id = text(v['AVDID']) ?? text(v['ID']);
      if (!id) { problems.push({ line: m.line, path: m.path, reason: 'Missing ID' }); continue; }
      const cause = isObject(v['CauseMetadata']) ? v['CauseMetadata'] : {};
      const start = typeof cause['StartLine'] === 'number' ? cause['StartLine'] : 0;
      const resource = text(cause['Resource']) || result.target;
      const url = text(v['PrimaryURL']) ?? '';
      findings.push({
        ruleId: id, title: text(v['Title']) ?? id, severity: severityOfWord(text(v['Severity']) ?? ''), file: result.target, startLine: start,
        endLine: typeof cause['EndLine'] === 'number' ? cause['EndLine'] : start, resource, resourceType: typeOf(resource) || result.type,
        category: text(cause['Service']) ?? result.type, remediation: text(v['Resolution']) ?? '', guideline: url,
        cloud: cloudOf(text(cause['Provider']) ?? '', resource), unrated: !text(v['Severity']),
      });
    }
  }
  const vulnerabilities = report.results.reduce((n, r) => n + r.vulnerabilities.length, 0);
  if (vulnerabilities > 0) problems.push({ line: null, path: 'Results', reason: `${vulnerabilities} package vulnerabilities left out: upload them to Vulnerability management` });
  return { scanner: 'trivy', findings, problems };
}

/** SARIF results from any IaC tool: the file and lines from the first physical location, the resource from the logical one. */
export function fromSarif(log: SarifLog): IacScanned {
  const findings: IacFinding[] = [];
  const problems: ScannerProblem[] = [];
  for (const run of log.runs) {
    for (const r of run.results) {
      const where = r.locations.find((l) => l.uri);
      if (!where) { problems.push({ line: r.line, path: r.path, reason: 'No file location (locations[].physicalLocation.artifactLocation.uri)' }); continue; }
      const score = Number(r.rule?.properties['security-severity'] ?? r.properties['security-severity'] ?? Number.NaN);
      const start = where.startLine ?? 0;
      const resource = r.logicalName || text(r.properties['resource']) || where.uri;
      findings.push({
        ruleId: r.ruleId, title: r.rule?.shortDescription || r.rule?.name || r.message || r.ruleId,
        severity: Number.isFinite(score) ? severityOfScore(score) : severityOfWord(r.level), file: where.uri.replace(/^file:\/\//, '').replace(/^\.?\//, ''),
        startLine: start, endLine: where.endLine ?? start, resource, resourceType: typeOf(resource), category: run.tool.name,
        remediation: r.rule?.help || r.rule?.fullDescription || '', guideline: r.rule?.helpUri ?? '', cloud: cloudOf(r.ruleId, resource),
        // A SARIF result always has a level (warning when the file leaves it out, as the standard says).
        unrated: false,
      });
    }
  }
  return { scanner: `sarif:${(log.runs[0]?.tool.name ?? '').toLowerCase()}`, findings, problems };
}
