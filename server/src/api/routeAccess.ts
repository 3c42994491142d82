import type { FastifyRequest } from 'fastify';
import { grantKey } from '../access/accessProfile.js';
import type { Action, ModuleRequirement } from '../access/catalog.js';
import { requireFlagOn } from '../access/isFlagOn.js';
import { principalProfile } from '../access/principalProfile.js';
import { AppError, forbidden } from '../http/AppError.js';
import type { AppContext } from '../shared/AppContext.js';
import { principalOf } from './authenticate.js';

/** Areas an organisation buys; a route reading an area not bought is refused. */
export type Subscription = 'CSPM' | 'CIEM' | 'IAC' | 'COMPLIANCE' | 'VULNERABILITY' | 'ANALYTICS';

/**
 * What a route needs, declared on the route (`config.access`) and checked for
 * every /api route before its body, query or path is validated: a caller
 * without the right learns nothing about what a valid request looks like.
 */
export interface RouteAccess {
  /** Any one of these grants opens the route; empty: any signed-in caller of the tenant. */
  anyOf: readonly ModuleRequirement[];
  /** The tenant's feature flag that must be on (404 FEATURE_DISABLED otherwise, checked first). */
  flag?: string;
  /** The action permission the role must also hold. */
  action?: Action;
  /** Shown as "Your role may look at <module> but not change it" when the action is missing. */
  lookOnly?: boolean;
  /** The organisation's subscription the route reads. */
  subscription?: Subscription;
}

declare module 'fastify' {
  interface FastifyContextConfig { access?: RouteAccess }
}

/** Any signed-in caller (person or API key) of the tenant. */
export const SIGNED_IN: RouteAccess = { anyOf: [] };

const requirementName = (r: ModuleRequirement) => ('module' in r ? r.module : `DASHBOARD ${r.dashboard}`);

/** Throws 403 SUBSCRIPTION_REQUIRED unless the tenant's organisation has bought `subscription`. */
export async function requireSubscription(ctx: AppContext, tenantId: string, subscription: Subscription): Promise<void> {
  const tenant = await ctx.db.selectFrom('tenants').select('subscriptions').where('id', '=', tenantId).executeTakeFirst();
  const bought = tenant ? (JSON.parse(tenant.subscriptions) as string[]) : [];
  if (!bought.includes(subscription)) {
    throw new AppError(403, 'SUBSCRIPTION_REQUIRED', `Your organization does not have a subscription for ${subscription}`);
  }
}

/** Throws 404 (flag off) or 403 unless the authenticated caller holds what the route declares. */
export async function authorize(ctx: AppContext, request: FastifyRequest, access: RouteAccess): Promise<void> {
  const principal = principalOf(request);
  if (access.flag) await requireFlagOn(ctx.db, principal.tenantId, access.flag);
  if (access.anyOf.length === 0 && !access.action) return;
  const profile = await principalProfile(ctx, principal);
  if (!profile) throw forbidden('User is not a member of this tenant');
  if (access.anyOf.length > 0 && !access.anyOf.some((r) => profile.grants.has(grantKey(r)))) {
    throw forbidden(`Your group has no access to module ${access.anyOf.map(requirementName).join(' or ')}`);
  }
  if (access.action && !profile.actions.includes(access.action)) {
    const subject = access.anyOf.map(requirementName).join(' or ');
    throw forbidden(access.lookOnly
      ? `Your role may look at ${subject} but not change it (needs ${access.action})`
      : `Your group lacks the ${access.action} permission this change of ${subject} needs`);
  }
  if (access.subscription) await requireSubscription(ctx, principal.tenantId, access.subscription);
}
