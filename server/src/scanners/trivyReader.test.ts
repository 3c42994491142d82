import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTrivyJson } from './trivyReader.js';

const sample = (name: string) => readFileSync(new URL(`../../test/fixtures/scanners/${name}`, import.meta.url), 'utf8');

describe('readTrivyJson', () => {
  it('reads every result and vulnerability of a Trivy image report', () => {
    const read = readTrivyJson(sample('trivy-image.json'));
    if (read.kind !== 'read') throw new Error(JSON.stringify(read.problems));
    expect(read.problems).toEqual([]);
    expect(read.value.artifactName).toBe('registry.acme.test/payments/api:1.42.0');
    expect(read.value.results.map((r) => [r.target, r.class, r.vulnerabilities.length])).toEqual([
      ['registry.acme.test/payments/api:1.42.0 (debian 12.5)', 'os-pkgs', 3], ['usr/local/bin/api', 'lang-pkgs', 1]]);
    expect(read.value.results[0]!.vulnerabilities[0]).toMatchObject({
      line: 17, path: 'Results[0].Vulnerabilities[0]', vulnerabilityId: 'CVE-2024-45490', pkgName: 'libexpat1', installedVersion: '2.5.0-1',
      fixedVersion: '2.5.0-1+deb12u1', purl: 'pkg:deb/debian/libexpat1@2.5.0-1?arch=amd64&distro=debian-12.5', severity: 'CRITICAL',
      cvss: { nvd: { v3Score: 9.8, v3Vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H' } },
    });
    expect(read.value.results[1]!.vulnerabilities[0]!.pkgPath).toBe('usr/local/bin/api');
  });

  it('leaves out a vulnerability without its package, naming its line and path, and keeps the others', () => {
    const read = readTrivyJson(sample('trivy-malformed.json'));
    if (read.kind !== 'read') throw new Error('unreadable');
    expect(read.problems).toEqual([{ line: 19, path: 'Results[0].Vulnerabilities[1]', reason: 'Missing PkgName' }]);
    expect(read.value.results[0]!.vulnerabilities.map((v) => v.vulnerabilityId)).toEqual(['CVE-2024-45491', 'GHSA-not-a-cve']);
  });

  it('calls a file that is not JSON, or not a Trivy report, unreadable, saying where and why', () => {
    expect(readTrivyJson('{\n  "SchemaVersion": 2,\n  "Results": [\n')).toEqual({ kind: 'unreadable',
      problems: [{ line: 4, path: '', reason: 'Not valid JSON: Line 4, column 1: unexpected end of the file' }] });
    expect(readTrivyJson('{"runs": []}')).toEqual({ kind: 'unreadable', problems: [{ line: 1, path: '', reason: 'Not a Trivy JSON report: no SchemaVersion, ArtifactName or Results' }] });
    expect(readTrivyJson('{"SchemaVersion": 1, "Results": []}').problems[0]!.reason).toBe('SchemaVersion 1 is not supported (2 is)');
  });
});
