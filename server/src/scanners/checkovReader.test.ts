import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCheckovJson } from './checkovReader.js';

const sample = (name: string) => readFileSync(new URL(`../../test/fixtures/scanners/${name}`, import.meta.url), 'utf8');

describe('readCheckovJson', () => {
  it('reads failed checks with file, line range, resource and severity; passed checks are not read', () => {
    const read = readCheckovJson(sample('checkov.json'));
    if (read.kind !== 'read') throw new Error(JSON.stringify(read.problems));
    expect(read.value.checkovVersion).toBe('3.2.255');
    expect(read.value.failed.map((c) => [c.checkId, c.filePath, c.lineRange, c.resource, c.severity])).toEqual([
      ['CKV_AWS_19', 'modules/storage/main.tf', [14, 16], 'aws_s3_bucket.data', 'HIGH'],
      ['CKV_AWS_24', 'modules/network/sg.tf', [3, 20], 'aws_security_group.bastion', 'CRITICAL'],
      ['CKV_AWS_18', 'modules/storage/main.tf', [14, 16], 'aws_s3_bucket.data', ''],
    ]);
  });

  it('reads a list of framework sections, naming each problem by section', () => {
    const read = readCheckovJson(`[{"check_type": "terraform", "results": {"failed_checks": [{"check_id": "CKV_AWS_1"}]}}, {"summary": {"passed": 0}}]`);
    expect(read).toMatchObject({ kind: 'read', value: { failed: [] }, problems: [{ line: 1, path: '[0].results.failed_checks[0]', reason: 'Missing file_path, resource' }] });
  });

  it('calls a file that is not a Checkov report unreadable', () => {
    expect(readCheckovJson('{"queries": []}')).toEqual({ kind: 'unreadable', problems: [{ line: 1, path: '', reason: 'Not a Checkov JSON report: no "results" or "summary"' }] });
    expect(readCheckovJson('[]').kind).toBe('unreadable');
  });
});
