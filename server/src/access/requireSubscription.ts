import { AppError } from '../http/AppError.js';
import type { Principal } from '../idp/tokenClaims.js';
import type { AppContext } from '../shared/AppContext.js';

/** Subscriptions an area's data needs, as the console's routes declare them. */
export type Subscription = 'CSPM' | 'CIEM' | 'IAC' | 'COMPLIANCE' | 'VULNERABILITY' | 'ANALYTICS';

/** 403 SUBSCRIPTION_REQUIRED unless the caller's organisation has bought `subscription` (the console shows Subscription Required). */
export async function requireSubscription(ctx: AppContext, principal: Principal, subscription: Subscription): Promise<void> {
  const tenant = await ctx.db.selectFrom('tenants').select('subscriptions').where('id', '=', principal.tenantId).executeTakeFirst();
  const bought = tenant ? (JSON.parse(tenant.subscriptions) as string[]) : [];
  if (!bought.includes(subscription)) {
    throw new AppError(403, 'SUBSCRIPTION_REQUIRED', `Your organization does not have a subscription for ${subscription}`);
  }
}
