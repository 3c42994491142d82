import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/AppError.js';
import { principalProfile } from '../../access/principalProfile.js';
import type { AppContext } from '../../shared/AppContext.js';
import { principalOf } from '../authenticate.js';
import { requireSubscription, type RouteAccess } from '../routeAccess.js';
import type { KINDS } from './alertQuery.js';

type Kind = (typeof KINDS)[number];

/**
 * Who opens the alert routes: the Alerts module (every kind), or the IaC alerts dashboard sub-app alone (IaC alerts
 * only: an infrastructure-as-code developer follows the findings of the scans uploaded, not the cloud's alerts).
 */
export const ALERTS_READ: RouteAccess = { anyOf: [{ module: 'ALERTS' }, { dashboard: 'IAC_ALERTS' }] };

/** The alert kinds a caller may see: all of them with the Alerts module, only `iac` with IAC_ALERTS alone. */
export type AlertScope = { kind: 'all' } | { kind: 'only'; alertKind: Kind };

/**
 * The caller's scope (the route's access check has already let the caller in with one of {@link ALERTS_READ}'s grants).
 * The IaC grant alone opens IaC alerts only while the organisation has the IAC subscription, as the IaC card does.
 */
export async function alertScope(ctx: AppContext, request: FastifyRequest): Promise<AlertScope> {
  const principal = principalOf(request);
  const profile = await principalProfile(ctx, principal);
  if (profile?.grants.has('ALERTS')) return { kind: 'all' };
  await requireSubscription(ctx, principal.tenantId, 'IAC');
  return { kind: 'only', alertKind: 'iac' };
}

/**
 * Refuses (403) a request for a kind of alerts the scope leaves out. Asking for the kind is asking for the whole
 * category, which the caller's role plainly lacks, so the answer says so; one alert of that kind is answered 404,
 * as a missing one is (see {@link inScope}), so that ids cannot be probed.
 */
export function requireKind(scope: AlertScope, kind: Kind): void {
  if (scope.kind === 'only' && kind !== scope.alertKind) {
    throw forbidden(`Your role may see ${scope.alertKind === 'iac' ? 'IaC' : scope.alertKind} alerts only (kind=${scope.alertKind}); ${kind} alerts need the ALERTS module`);
  }
}

/** Whether an alert (or an ignore rule) of this kind is within the scope. */
export const inScope = (scope: AlertScope, kind: string): boolean => scope.kind === 'all' || kind === scope.alertKind;

/** The one kind the scope is limited to, or undefined for every kind (for stores that filter by kind). */
export const onlyKind = (scope: AlertScope): Kind | undefined => (scope.kind === 'only' ? scope.alertKind : undefined);
