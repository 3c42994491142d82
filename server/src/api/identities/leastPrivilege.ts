import type { AwsPolicyDocument, AwsStatement } from '../../iam/awsPolicy.js';
import { statementsOf } from '../../iam/awsPolicy.js';
import type { EffectivePermission } from '../../iam/effectivePermissions.js';
import type { ResolvedPolicy } from '../../identities/identityPermissions.js';

/** One line of a line diff: kept, added or removed. */
export interface DiffLine { op: 'same' | 'add' | 'remove'; text: string }

/** A line diff (longest common subsequence), as a unified view shows it: removals before additions at each change. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) { out.push({ op: 'same', text: a[i]! }); i++; j++; }
    else if (i < a.length && (j >= b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) out.push({ op: 'remove', text: a[i++]! });
    else out.push({ op: 'add', text: b[j++]! });
  }
  return out;
}

/** Today's policy as one document: every attached AWS policy's statements, or every Azure role assignment with its role. */
export function currentPolicy(policies: readonly ResolvedPolicy[]): unknown {
  if (policies.every((p) => p.cloud === 'aws')) {
    return { Version: '2012-10-17', Statement: policies.flatMap((p) => statementsOf(p.document as AwsPolicyDocument).map((s) => ({ ...s, Sid: s.Sid ?? p.name.replace(/[^A-Za-z0-9]/g, '') }))) };
  }
  return { roleAssignments: policies.map((p) => ({ scope: p.ref.scope ?? '/', role: p.document })) };
}

const sidOf = (service: string) => `Used${service.replace(/[^A-Za-z0-9]/g, '').replace(/^./, (c) => c.toUpperCase())}`;

/**
 * The least-privilege policy: only the actions the identity used, on the resources it was granted them on. AWS: one
 * statement per service and resource set; Azure: a custom role with the used operations, assignable at the same scopes.
 */
export function suggestedPolicy(cloud: string, name: string, effective: readonly EffectivePermission[], used: ReadonlySet<string>): unknown {
  const kept = effective.filter((e) => used.has(e.action));
  if (cloud === 'azure') {
    return { roleName: `${name} (least privilege)`, description: 'Only the operations used in the last 90 days', IsCustom: true,
      permissions: [{ actions: kept.map((e) => e.action), notActions: [] }], assignableScopes: [...new Set(kept.flatMap((e) => e.resources))].sort() };
  }
  const groups = new Map<string, AwsStatement>();
  for (const e of kept) {
    const resources = e.resources.map((r) => (r.startsWith('* except ') ? '*' : r));
    const key = `${e.service}|${resources.join(',')}`;
    const s = groups.get(key);
    if (s) (s.Action as string[]).push(e.action);
    else groups.set(key, { Sid: sidOf(e.service), Effect: 'Allow', Action: [e.action], Resource: resources.length === 1 ? resources[0]! : resources });
  }
  const statements = [...groups.values()];
  const seen = new Map<string, number>();
  for (const s of statements) {
    const n = (seen.get(s.Sid!) ?? 0) + 1;
    seen.set(s.Sid!, n);
    if (n > 1) s.Sid = `${s.Sid}${n}`;
  }
  return { Version: '2012-10-17', Statement: statements };
}
