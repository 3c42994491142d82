import { describe, expect, it } from 'vitest';
import { identityRisk, type RiskInput } from './identityRisk.js';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 24);
const quiet: RiskInput = { wildcardAdmin: false, granted: new Set(['s3:GetObject']), mfa: true, activeKeysCreatedAt: [now - 10 * DAY],
  trust: { external: [], crossAccount: [] }, lastActivity: now - DAY, createdAt: now - 400 * DAY, now };

describe('identityRisk', () => {
  it('scores a used, MFA-protected reader with fresh keys 0 (Low, no reasons)', () => {
    expect(identityRisk(quiet)).toEqual({
      flags: { admin: false, privilegeEscalation: false, noMfa: false, oldKeys: false, externalTrust: false, crossAccountTrust: false, inactive: false },
      score: 0, level: 'Low', reasons: [],
    });
  });

  it('flags the PassRole + Lambda escalation path only when every action of it is granted', () => {
    const partial = identityRisk({ ...quiet, granted: new Set(['iam:PassRole', 'lambda:CreateFunction']) });
    expect(partial.flags.privilegeEscalation).toBe(false);
    const full = identityRisk({ ...quiet, granted: new Set(['iam:PassRole', 'lambda:CreateFunction', 'lambda:InvokeFunction']) });
    expect(full.reasons).toEqual([{ flag: 'privilegeEscalation', points: 30, detail: 'Can raise its own privileges: iam:PassRole + lambda:CreateFunction + lambda:InvokeFunction' }]);
    expect(full.level).toBe('Medium');
  });

  it('flags iam:CreatePolicyVersion alone as an escalation path', () => {
    expect(identityRisk({ ...quiet, granted: new Set(['iam:CreatePolicyVersion']) }).flags.privilegeEscalation).toBe(true);
  });

  it('flags keys older than 90 days, not at 90', () => {
    expect(identityRisk({ ...quiet, activeKeysCreatedAt: [now - 90 * DAY] }).flags.oldKeys).toBe(false);
    expect(identityRisk({ ...quiet, activeKeysCreatedAt: [now - 5 * DAY, now - 91 * DAY] }).reasons)
      .toEqual([{ flag: 'oldKeys', points: 10, detail: 'An active access key is 91 days old (over 90)' }]);
  });

  it('flags inactivity over 90 days, and an identity never used since its creation that long ago', () => {
    expect(identityRisk({ ...quiet, lastActivity: now - 120 * DAY }).reasons).toEqual([{ flag: 'inactive', points: 10, detail: 'No activity for 120 days' }]);
    expect(identityRisk({ ...quiet, lastActivity: null, createdAt: now - 200 * DAY }).reasons).toEqual([{ flag: 'inactive', points: 10, detail: 'Never used in 200 days' }]);
    expect(identityRisk({ ...quiet, lastActivity: null, createdAt: now - 20 * DAY }).flags.inactive).toBe(false);
  });

  it('does not flag missing MFA on identities that cannot sign in (mfa null)', () => {
    expect(identityRisk({ ...quiet, mfa: null }).flags.noMfa).toBe(false);
    expect(identityRisk({ ...quiet, mfa: false }).flags.noMfa).toBe(true);
  });

  it('adds the points of every flag, most serious reason first, and caps the score at 100', () => {
    const r = identityRisk({ wildcardAdmin: true, granted: new Set(['iam:CreatePolicyVersion']), mfa: false, activeKeysCreatedAt: [now - 300 * DAY],
      trust: { external: ['arn:aws:iam::999988887777:root'], crossAccount: ['arn:aws:iam::111122223333:root'] }, lastActivity: now - 100 * DAY, createdAt: now - 900 * DAY, now });
    expect(r.reasons.map((x) => [x.flag, x.points])).toEqual([
      ['admin', 35], ['privilegeEscalation', 30], ['externalTrust', 25], ['noMfa', 15], ['oldKeys', 10], ['crossAccountTrust', 10], ['inactive', 10],
    ]);
    expect(r.score).toBe(100);
    expect(r.level).toBe('High');
  });

  it('is High from 50 points: admin (35) and no MFA (15)', () => {
    expect(identityRisk({ ...quiet, wildcardAdmin: true, mfa: false })).toMatchObject({ score: 50, level: 'High' });
    expect(identityRisk({ ...quiet, wildcardAdmin: true })).toMatchObject({ score: 35, level: 'Medium' });
  });
});
