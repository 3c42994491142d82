import { wildcardMatch } from './wildcard.js';

/** One statement of an AWS IAM JSON policy document. */
export interface AwsStatement {
  Sid?: string;
  Effect: 'Allow' | 'Deny';
  Action?: string | string[];
  NotAction?: string | string[];
  Resource?: string | string[];
  NotResource?: string | string[];
  Principal?: unknown;
  NotPrincipal?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/** An AWS IAM JSON policy document (identity-based or a role's trust policy). */
export interface AwsPolicyDocument {
  Version: '2012-10-17' | '2008-10-17';
  Statement: AwsStatement | AwsStatement[];
}

/** A request to decide: an action such as `s3:GetObject` on a resource ARN (`*` for actions without a resource). */
export interface AwsRequest { action: string; resource: string }

/**
 * The decision for one request: `allow` needs a matching Allow and no matching Deny; `explicitDeny` wins over any Allow;
 * `implicitDeny` when nothing matches. Statements with a Condition are not evaluated against request context: an Allow
 * with a condition still allows (an upper bound of what the identity may do) and a Deny with a condition does not deny;
 * both are listed in `conditionsNotEvaluated` so the caller can say so.
 */
export type AwsDecision =
  | { decision: 'allow'; allowedBy: string[]; conditionsNotEvaluated: string[] }
  | { decision: 'explicitDeny'; deniedBy: string[]; conditionsNotEvaluated: string[] }
  | { decision: 'implicitDeny'; conditionsNotEvaluated: string[] };

/** A policy with the name it is attached under (the decision names statements as `policy#Sid` or `policy#index`). */
export interface NamedAwsPolicy { name: string; document: AwsPolicyDocument }

const listOf = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export const statementsOf = (doc: AwsPolicyDocument): AwsStatement[] => (Array.isArray(doc.Statement) ? doc.Statement : [doc.Statement]);

/** Whether the statement's Action (or everything but its NotAction) covers the action. */
export function coversAction(s: AwsStatement, action: string): boolean {
  if (s.Action !== undefined) return listOf(s.Action).some((p) => wildcardMatch(p, action, true));
  if (s.NotAction !== undefined) return !listOf(s.NotAction).some((p) => wildcardMatch(p, action, true));
  return false;
}

/** Whether the statement's Resource (or everything but its NotResource) covers the resource. */
export function coversResource(s: AwsStatement, resource: string): boolean {
  if (s.Resource !== undefined) return listOf(s.Resource).some((p) => wildcardMatch(p, resource, false));
  if (s.NotResource !== undefined) return !listOf(s.NotResource).some((p) => wildcardMatch(p, resource, false));
  return false;
}

/** Decides one request against identity-based policies, in AWS's documented order: explicit deny, then allow, else implicit deny. */
export function evaluateAws(policies: readonly NamedAwsPolicy[], request: AwsRequest): AwsDecision {
  const allowedBy: string[] = [];
  const deniedBy: string[] = [];
  const conditionsNotEvaluated: string[] = [];
  for (const policy of policies) {
    statementsOf(policy.document).forEach((s, i) => {
      if (!coversAction(s, request.action) || !coversResource(s, request.resource)) return;
      const id = `${policy.name}#${s.Sid ?? i}`;
      if (s.Condition && Object.keys(s.Condition).length > 0) {
        conditionsNotEvaluated.push(id);
        if (s.Effect === 'Deny') return;
      }
      (s.Effect === 'Deny' ? deniedBy : allowedBy).push(id);
    });
  }
  if (deniedBy.length > 0) return { decision: 'explicitDeny', deniedBy, conditionsNotEvaluated };
  if (allowedBy.length > 0) return { decision: 'allow', allowedBy, conditionsNotEvaluated };
  return { decision: 'implicitDeny', conditionsNotEvaluated };
}
