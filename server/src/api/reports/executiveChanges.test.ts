import { describe, expect, it } from 'vitest';
import { executiveChanges, type PeriodFacts } from './executiveChanges.js';

const facts: PeriodFacts = {
  criticalAlerts: { previous: 14, current: 9 }, newAlerts: 1234, newCloudAccounts: 2,
  complianceScore: { previous: 78, current: 81 }, benchmark: 'ZBP', openVulnerabilities: { previous: 300, current: 1_250 },
};

describe('executiveChanges', () => {
  it('says what moved, and which way, in plain sentences', () => {
    expect(executiveChanges(facts)).toEqual([
      'Critical alerts fell from 14 to 9',
      '1,234 new alerts found',
      '2 new cloud accounts',
      'ZBP score rose 3 points to 81%',
      'Open vulnerabilities rose from 300 to 1,250',
    ]);
  });

  it('says one in the singular, nothing new, a figure that held, and a score that fell one point', () => {
    expect(executiveChanges({
      ...facts, criticalAlerts: { previous: 4, current: 4 }, newAlerts: 1, newCloudAccounts: 0,
      complianceScore: { previous: 82, current: 81 }, openVulnerabilities: { previous: 7, current: 7 },
    })).toEqual([
      'Critical alerts stayed at 4',
      '1 new alert found',
      'No new cloud accounts',
      'ZBP score fell 1 point to 81%',
      'Open vulnerabilities stayed at 7',
    ]);
    expect(executiveChanges({ ...facts, newAlerts: 0, newCloudAccounts: 1, complianceScore: { previous: 81, current: 81 } }).slice(1, 4))
      .toEqual(['No new alerts', '1 new cloud account', 'ZBP score stayed at 81%']);
  });

  it('leaves out what the history cannot compare and what the organization has not bought', () => {
    expect(executiveChanges({ ...facts, criticalAlerts: null, complianceScore: { previous: null, current: 70 }, openVulnerabilities: null }))
      .toEqual(['1,234 new alerts found', '2 new cloud accounts', 'ZBP score is 70%']);
    expect(executiveChanges({ ...facts, complianceScore: null, openVulnerabilities: null }))
      .toEqual(['Critical alerts fell from 14 to 9', '1,234 new alerts found', '2 new cloud accounts']);
  });
});
