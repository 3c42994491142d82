import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { shippedFrameworks } from './loadFrameworks.js';
import { FrameworkFileError } from './parseFramework.js';

const count = (id: string) => {
  const f = shippedFrameworks().find((x) => x.id === id);
  return f ? f.sections.reduce((n, s) => n + s.requirements.length, 0) : -1;
};

describe('shippedFrameworks', () => {
  it('loads the eight shipped frameworks with their requirement counts', () => {
    expect(shippedFrameworks().map((f) => f.id)).toEqual(['CIS-AWS-3.0', 'CIS-AZURE-2.1', 'HIPAA-SECURITY', 'ISO-27001-2022', 'NIST-800-53-R5', 'PCI-DSS-4.0', 'SOC2', 'ZBP']);
    expect([count('ZBP'), count('CIS-AWS-3.0'), count('CIS-AZURE-2.1'), count('NIST-800-53-R5'), count('PCI-DSS-4.0'), count('ISO-27001-2022'), count('SOC2'), count('HIPAA-SECURITY')])
      .toEqual([17, 18, 8, 18, 16, 15, 13, 13]);
  });

  it('maps CIS AWS 5.2 to the security group checks and leaves 1.4 manual', () => {
    const cis = shippedFrameworks().find((f) => f.id === 'CIS-AWS-3.0')!;
    const all = cis.sections.flatMap((s) => s.requirements);
    expect(all.find((r) => r.id === '5.2')?.checks).toEqual(['ZS-AWS-EC2-014', 'ZS-IAC-TF-114']);
    expect(all.find((r) => r.id === '1.4')?.checks).toEqual([]);
  });

  it('refuses a directory with a bad file, naming the file, the line and the field', () => {
    const dir = mkdtempSync(`${tmpdir()}/frameworks-`);
    writeFileSync(`${dir}/bad.json`, '{\n  "id": "X",\n  "name": "X",\n  "version": "1",\n  "sections": [\n    { "id": "1", "title": "One", "requirements": [\n      { "id": "1.1", "title": "T", "checks": ["NOPE"] }\n    ] }\n  ]\n}\n');
    expect(() => shippedFrameworks(dir)).toThrow(FrameworkFileError);
    expect(() => shippedFrameworks(dir)).toThrow('Framework file bad.json is invalid: line 7, sections.0.requirements.0.checks.0: no policy has the rule id "NOPE"');
  });
});
