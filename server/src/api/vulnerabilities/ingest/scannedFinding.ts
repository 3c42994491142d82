import type { ScannerProblem } from '../../../scanners/scannerProblem.js';
import type { SarifLog } from '../../../scanners/sarifReader.js';
import type { TrivyReport } from '../../../scanners/trivyReader.js';

/** One vulnerability a scanner file reports, ready to become a finding. */
export interface ScannedFinding {
  cve: string; title: string; description: string; cvss: number; vector: string; published: string; references: string[];
  pkg: { name: string; installed: string; fixed: string; path: string; purl: string };
}
export interface Scanned { findings: ScannedFinding[]; problems: ScannerProblem[]; artifact: string }

const CVE_ID = /^CVE-\d{4}-\d{4,}$/;
/** When a file gives no CVSS score: the middle of its severity's CVSS band. */
const SCORE_OF_SEVERITY: Record<string, number> = { CRITICAL: 9.5, HIGH: 7.9, MEDIUM: 5.5, LOW: 2.0 };
const score = (n: number) => Math.max(0, Math.min(10, Math.round(n * 10) / 10));

/** Trivy vulnerabilities as findings; an id that is not a CVE (GHSA, distribution advisories) is left out, with its line. */
export function fromTrivy(report: TrivyReport): Scanned {
  const findings: ScannedFinding[] = [];
  const problems: ScannerProblem[] = [];
  for (const result of report.results) {
    for (const v of result.vulnerabilities) {
      if (!CVE_ID.test(v.vulnerabilityId)) { problems.push({ line: v.line, path: v.path, reason: `${v.vulnerabilityId} is not a CVE id` }); continue; }
      const cvss = v.cvss['nvd']?.v3Score !== undefined ? v.cvss['nvd'] : Object.values(v.cvss).find((c) => c.v3Score !== undefined);
      findings.push({
        cve: v.vulnerabilityId, title: v.title || v.vulnerabilityId, description: v.description,
        cvss: score(cvss?.v3Score ?? SCORE_OF_SEVERITY[v.severity.toUpperCase()] ?? 0), vector: cvss?.v3Vector ?? '', published: v.publishedDate.slice(0, 10),
        references: [...new Set([v.primaryUrl, ...v.references].filter(Boolean))].slice(0, 20),
        pkg: { name: v.pkgName, installed: v.installedVersion, fixed: v.fixedVersion, path: v.pkgPath || (result.class === 'lang-pkgs' ? result.target : ''), purl: v.purl },
      });
    }
  }
  return { findings, problems, artifact: report.artifactName };
}

const field = (message: string, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(message)?.[1]?.trim() ?? '';
const prop = (p: Record<string, unknown>, ...names: string[]) => names.map((n) => p[n]).find((v): v is string => typeof v === 'string') ?? '';

/**
 * SARIF results whose rule is a CVE, as findings. The package comes from result properties (PkgName, InstalledVersion,
 * FixedVersion) or the message's "Package:", "Installed Version:" and "Fixed Version:" lines, as Trivy and Grype write
 * them; the score from the rule's security-severity.
 */
export function fromSarif(log: SarifLog): Scanned {
  const findings: ScannedFinding[] = [];
  const problems: ScannerProblem[] = [];
  let artifact = '';
  for (const run of log.runs) {
    for (const r of run.results) {
      if (!CVE_ID.test(r.ruleId)) { problems.push({ line: r.line, path: r.path, reason: `Rule ${r.ruleId} is not a CVE id` }); continue; }
      const name = prop(r.properties, 'PkgName', 'packageName') || field(r.message, 'Package');
      const installed = prop(r.properties, 'InstalledVersion', 'installedVersion') || field(r.message, 'Installed Version');
      if (!name || !installed) { problems.push({ line: r.line, path: r.path, reason: 'No package name and installed version (result properties or "Package:" lines)' }); continue; }
      const severity = Number(r.rule?.properties['security-severity'] ?? Number.NaN);
      artifact ||= r.locations[0]?.uri ?? '';
      findings.push({
        cve: r.ruleId, title: r.rule?.shortDescription || r.ruleId, description: r.rule?.fullDescription ?? '',
        cvss: score(Number.isFinite(severity) ? severity : { error: 7.9, warning: 5.5, note: 2 }[r.level] ?? 0), vector: '', published: '',
        references: r.rule?.helpUri ? [r.rule.helpUri] : [],
        pkg: { name, installed, fixed: prop(r.properties, 'FixedVersion', 'fixedVersion') || field(r.message, 'Fixed Version'), path: '', purl: prop(r.properties, 'purl', 'PURL') },
      });
    }
  }
  return { findings, problems, artifact };
}
