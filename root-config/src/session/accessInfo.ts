import type { ApiResponse } from '@palisade/sdk';

/** The RBAC user endpoint's body (spec sections 3 and 7); partial, as a failure body carries only some of it. */
export type RbacUser = Partial<ApiResponse<'/api/tenant/rbac/api/v1/rbac/user', 'get'>>;

/** What the access info load keeps: the user info, the literal `'Failed'`, or nothing yet. */
export interface AccessInfoState {
  loading: boolean;
  userInfo: RbacUser | 'Failed' | null;
}

export type AccessInfoEvent =
  | { type: 'started' }
  | { type: 'succeeded'; status: number; body: RbacUser }
  | { type: 'failed'; body: unknown }
  | { type: 'reset' };

export const INITIAL_ACCESS_INFO: AccessInfoState = { loading: false, userInfo: null };

/** Whether a failure body says the identity user was not found or just-in-time provisioning is not enabled. */
export function isKnownAccessFailure(body: unknown): body is RbacUser {
  if (!body || typeof body !== 'object') return false;
  const b = body as RbacUser & { error?: { message?: unknown } };
  if (b.idpusernotfound === true || b.isJITNotEnabled === true) return true;
  const message = typeof b.error?.message === 'string' ? b.error.message : '';
  return /identity user not found|just-in-time .*not enabled|jit .*not enabled/i.test(message);
}

/**
 * Spec section 4, access info load: loading turns on; a 200 stores the body
 * with isJITNotEnabled false, another success stores it as is; a failure
 * stores the body when it names the missing identity user or disabled
 * just-in-time provisioning, else the literal 'Failed'; loading always ends.
 */
export function accessInfoReducer(state: AccessInfoState, event: AccessInfoEvent): AccessInfoState {
  switch (event.type) {
    case 'started':
      return { ...state, loading: true };
    case 'succeeded':
      return { loading: false, userInfo: event.status === 200 ? { ...event.body, isJITNotEnabled: false } : event.body };
    case 'failed':
      return { loading: false, userInfo: isKnownAccessFailure(event.body) ? normaliseFailure(event.body) : 'Failed' };
    case 'reset':
      return INITIAL_ACCESS_INFO;
  }
}

function normaliseFailure(body: RbacUser & { error?: { message?: unknown } }): RbacUser {
  const message = typeof body.error?.message === 'string' ? body.error.message : '';
  if (body.idpusernotfound !== undefined || body.isJITNotEnabled !== undefined) return body;
  return { ...body, idpusernotfound: /identity user not found/i.test(message), isJITNotEnabled: !/identity user not found/i.test(message) };
}

/** Why a signed-in user sees no page, if they see none. */
export type NoAccessReason = 'failed' | 'user-not-found' | 'jit-not-enabled' | 'no-modules' | null;

export function noAccessReason(info: AccessInfoState): NoAccessReason {
  const { userInfo } = info;
  if (userInfo === null) return null;
  if (userInfo === 'Failed') return 'failed';
  if (userInfo.idpusernotfound) return 'user-not-found';
  if (userInfo.isJITNotEnabled) return 'jit-not-enabled';
  return (userInfo.modules ?? []).length === 0 ? 'no-modules' : null;
}
