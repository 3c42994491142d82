import type { AccessInput, ConsoleRuntime, GrantedModule } from '@palisade/sdk/host';

/** The RBAC user endpoint's body (spec sections 3 and 7). */
export interface RbacUser {
  emailid?: string;
  name?: string;
  idpusernotfound?: boolean;
  isJITNotEnabled?: boolean;
  modules?: GrantedModule[];
  actions?: string[];
  group?: { id: string; name?: string } | null;
  groups?: { id: string; name: string }[];
  isGroupChanged?: boolean;
}

/** Loads what the user's role allows into the runtime; a failure leaves access `failed` (nothing gated shows). */
export async function loadAccess(runtime: ConsoleRuntime): Promise<RbacUser | null> {
  runtime.setAccess({ status: 'loading' });
  try {
    const user = await runtime.http.get('tenant/rbac/api/v1/rbac/user').json<RbacUser>();
    const input: AccessInput = { modules: user.modules ?? [], actions: user.actions ?? [], group: user.group ?? null };
    runtime.setAccess(input);
    return user;
  } catch (error) {
    runtime.reportError(error, { extra: { during: 'access info load' } });
    runtime.setAccess({ status: 'failed' });
    return null;
  }
}
