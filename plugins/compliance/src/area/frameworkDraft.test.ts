import { describe, expect, it } from 'vitest';
import { problemsByField } from './frameworkDraft';

describe('problemsByField', () => {
  it('puts a problem with one check on the requirement\'s check list, joining several', () => {
    expect([...problemsByField([
      { path: 'name', message: 'must not be empty' },
      { path: 'sections.0.requirements.1.checks.0', message: 'no policy has the rule id "A"' },
      { path: 'sections.0.requirements.1.checks.2', message: 'no policy has the rule id "B"' },
    ])]).toEqual([
      ['name', 'must not be empty'],
      ['sections.0.requirements.1.checks', 'no policy has the rule id "A"; no policy has the rule id "B"'],
    ]);
  });
});
