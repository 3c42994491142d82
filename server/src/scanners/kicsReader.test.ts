import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readKicsJson } from './kicsReader.js';

const sample = (name: string) => readFileSync(new URL(`../../test/fixtures/scanners/${name}`, import.meta.url), 'utf8');

describe('readKicsJson', () => {
  it('reads each file entry of each query as a finding with its query fields', () => {
    const read = readKicsJson(sample('kics.json'));
    if (read.kind !== 'read') throw new Error(JSON.stringify(read.problems));
    expect(read.value.kicsVersion).toBe('v2.1.3');
    expect(read.value.findings.map((f) => [f.queryName, f.severity, f.fileName, f.fileLine, f.resourceType, f.resourceName])).toEqual([
      ['Container Running As Root', 'HIGH', 'k8s/base/deployment.yaml', 21, 'Deployment', 'api'],
      ['Healthcheck Instruction Missing', 'MEDIUM', 'Dockerfile', 1, '', ''],
    ]);
    expect(read.problems).toEqual([{ line: 73, path: 'queries[1].files[1]', reason: 'Missing line' }]);
  });

  it('calls a file without a queries list unreadable', () => {
    expect(readKicsJson('{"results": {}}')).toEqual({ kind: 'unreadable', problems: [{ line: 1, path: 'queries', reason: 'Not a KICS JSON report: no "queries" list' }] });
  });
});
