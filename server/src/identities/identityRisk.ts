/** The risk flags the inventory filters on, as the API names them. */
export const RISK_FLAGS = ['admin', 'privilegeEscalation', 'noMfa', 'oldKeys', 'externalTrust', 'crossAccountTrust', 'inactive'] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/** Points each flag adds to the risk score (0–100, capped). */
export const RISK_POINTS: Readonly<Record<RiskFlag, number>> = {
  admin: 35, privilegeEscalation: 30, externalTrust: 25, noMfa: 15, oldKeys: 10, crossAccountTrust: 10, inactive: 10,
};

/** A score at or above `High` is high risk, at or above `Medium` medium, else low. */
export const RISK_LEVELS = { High: 50, Medium: 20 } as const;
export type RiskLevel = 'High' | 'Medium' | 'Low';

export const STALE_DAYS = 90;
const DAY = 86_400_000;

/** Paths to more privilege: each is a set of actions that, granted together, let an identity raise its own access. */
export const ESCALATION_PATHS: readonly { name: string; actions: readonly string[] }[] = [
  { name: 'iam:PassRole + lambda:CreateFunction + lambda:InvokeFunction', actions: ['iam:PassRole', 'lambda:CreateFunction', 'lambda:InvokeFunction'] },
  { name: 'iam:PassRole + ec2:RunInstances', actions: ['iam:PassRole', 'ec2:RunInstances'] },
  { name: 'iam:CreatePolicyVersion', actions: ['iam:CreatePolicyVersion'] },
  { name: 'iam:AttachUserPolicy', actions: ['iam:AttachUserPolicy'] },
  { name: 'iam:AttachRolePolicy + sts:AssumeRole', actions: ['iam:AttachRolePolicy', 'sts:AssumeRole'] },
  { name: 'iam:PutUserPolicy', actions: ['iam:PutUserPolicy'] },
  { name: 'iam:UpdateAssumeRolePolicy + sts:AssumeRole', actions: ['iam:UpdateAssumeRolePolicy', 'sts:AssumeRole'] },
  { name: 'Microsoft.Authorization/roleAssignments/write', actions: ['Microsoft.Authorization/roleAssignments/write'] },
  { name: 'Microsoft.Authorization/roleDefinitions/write', actions: ['Microsoft.Authorization/roleDefinitions/write'] },
];

/** What the risk is computed from. `mfa` is null for identities that do not sign in interactively (roles, principals). */
export interface RiskInput {
  wildcardAdmin: boolean;
  granted: ReadonlySet<string>;
  mfa: boolean | null;
  /** Creation times of the identity's active access keys or client secrets. */
  activeKeysCreatedAt: readonly number[];
  trust: { external: readonly string[]; crossAccount: readonly string[] };
  lastActivity: number | null;
  createdAt: number;
  now: number;
}

export interface RiskResult {
  flags: Record<RiskFlag, boolean>;
  score: number;
  level: RiskLevel;
  /** Why, most serious first: each reason names its flag, the points it adds and the evidence. */
  reasons: { flag: RiskFlag; points: number; detail: string }[];
}

/** The identity's risk flags, score and reasons. */
export function identityRisk(input: RiskInput): RiskResult {
  const reasons: RiskResult['reasons'] = [];
  const add = (flag: RiskFlag, detail: string) => reasons.push({ flag, points: RISK_POINTS[flag], detail });
  if (input.wildcardAdmin) add('admin', 'A policy allows every action or a whole service (wildcard)');
  const paths = ESCALATION_PATHS.filter((p) => p.actions.every((a) => input.granted.has(a)));
  if (paths.length > 0) add('privilegeEscalation', `Can raise its own privileges: ${paths.map((p) => p.name).join('; ')}`);
  if (input.trust.external.length > 0) add('externalTrust', `Trusted by principals outside the organisation: ${input.trust.external.join(', ')}`);
  if (input.mfa === false) add('noMfa', 'Signs in to the console without multi-factor authentication');
  const oldest = Math.min(...input.activeKeysCreatedAt);
  const keyDays = Number.isFinite(oldest) ? Math.floor((input.now - oldest) / DAY) : null;
  if (keyDays !== null && keyDays > STALE_DAYS) add('oldKeys', `An active access key is ${keyDays} days old (over ${STALE_DAYS})`);
  if (input.trust.crossAccount.length > 0) add('crossAccountTrust', `Can be assumed from other accounts: ${input.trust.crossAccount.join(', ')}`);
  const idleSince = input.lastActivity ?? input.createdAt;
  const idleDays = Math.floor((input.now - idleSince) / DAY);
  if (idleDays > STALE_DAYS) add('inactive', input.lastActivity === null ? `Never used in ${idleDays} days` : `No activity for ${idleDays} days`);
  const score = Math.min(100, reasons.reduce((sum, r) => sum + r.points, 0));
  const flags = Object.fromEntries(RISK_FLAGS.map((f) => [f, reasons.some((r) => r.flag === f)])) as Record<RiskFlag, boolean>;
  return { flags, score, level: score >= RISK_LEVELS.High ? 'High' : score >= RISK_LEVELS.Medium ? 'Medium' : 'Low', reasons };
}
