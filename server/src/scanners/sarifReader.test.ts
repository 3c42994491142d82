import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSarif } from './sarifReader.js';

const sample = (name: string) => readFileSync(new URL(`../../test/fixtures/scanners/${name}`, import.meta.url), 'utf8');

describe('readSarif', () => {
  it('reads the tool, its rules and each result with its rule and locations', () => {
    const read = readSarif(sample('trivy-image.sarif'));
    if (read.kind !== 'read') throw new Error(JSON.stringify(read.problems));
    const [run] = read.value.runs;
    expect(run!.tool).toEqual({ name: 'Trivy', version: '0.56.2' });
    expect(run!.rules.map((r) => r.id)).toEqual(['CVE-2024-2961', 'CVE-2024-6119']);
    expect(run!.results.map((r) => [r.ruleId, r.level, r.rule?.properties['security-severity'] ?? null])).toEqual([
      ['CVE-2024-2961', 'error', '8.8'], ['CVE-2024-6119', 'error', '7.5'], ['DS002', 'warning', null]]);
    expect(run!.results[0]!.locations).toEqual([{ uri: 'registry.acme.test/payments/api', startLine: 1, endLine: 1 }]);
    expect(run!.results[0]!.message.split('\n')[0]).toBe('Package: libc6');
  });

  it('leaves out a result with an unknown level, naming its line and path', () => {
    const read = readSarif(sample('trivy-image.sarif'));
    expect(read.problems).toEqual([{ line: 46, path: 'runs[0].results[2]', reason: 'Unknown level "critical" (none, note, warning or error)' }]);
  });

  it('calls a log that is not SARIF 2.1.0 unreadable', () => {
    expect(readSarif('{"version": "2.0.0", "runs": []}')).toEqual({ kind: 'unreadable',
      problems: [{ line: 1, path: 'version', reason: 'Not a SARIF 2.1.0 log: "version" must be "2.1.0"' }] });
    expect(readSarif('not json').kind).toBe('unreadable');
  });
});
