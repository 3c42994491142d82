import { describe, expect, it } from 'vitest';
import { parseFramework } from './parseFramework.js';

const checks = new Set(['ZS-AWS-S3-001']);

describe('parseFramework', () => {
  it('reads a valid framework, a requirement without checks being manual', () => {
    const parsed = parseFramework(JSON.stringify({ id: 'ACME', name: 'Acme', version: '1', sections: [{ id: 'S', title: 'S', requirements: [
      { id: 'R1', title: 'Public buckets', checks: ['ZS-AWS-S3-001'] }, { id: 'R2', title: 'Owner named' }] }] }), 'acme.json', checks);
    expect(parsed.ok && parsed.framework.sections[0]!.requirements.map((r) => [r.id, r.checks])).toEqual([['R1', ['ZS-AWS-S3-001']], ['R2', []]]);
  });

  it('names the line of a syntax error', () => {
    expect(parseFramework('{\n  "id": "A",\n  "name": "A"\n  "version": "1"\n}', 'a.json', checks))
      .toEqual({ ok: false, problems: [{ file: 'a.json', line: 4, field: '', message: "not valid JSON: expected ',' or '}'" }] });
  });

  it('names the line and field of a missing title and of a duplicate requirement id', () => {
    const text = [
      '{ "id": "A", "name": "A", "version": "1",',
      '  "sections": [{ "id": "S", "title": "S", "requirements": [',
      '    { "id": "R1", "title": "One" },',
      '    { "id": "R1", "title": "Two" },',
      '    { "id": "R3" }',
      '  ] }] }',
    ].join('\n');
    const first = parseFramework(text, 'a.json', checks);
    expect(first.ok ? [] : first.problems.map((p) => [p.line, p.field])).toEqual([[5, 'sections.0.requirements.2.title']]);
    const second = parseFramework(text.replace('{ "id": "R3" }', '{ "id": "R3", "title": "Three" }'), 'a.json', checks);
    expect(second).toEqual({ ok: false, problems: [{ file: 'a.json', line: 4, field: 'sections.0.requirements.1.id', message: 'requirement id "R1" appears twice' }] });
  });
});
