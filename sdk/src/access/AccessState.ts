/** A module the RBAC user endpoint grants, with its sub-modules. */
export interface GrantedModule {
  id: string;
  submodules?: readonly { id: string }[];
}

/** The user's group: its id and name. @public */
export interface AccessGroup {
  id: string;
  name?: string;
}

/**
 * What the user's role allows. `loading` until the root config has loaded the
 * RBAC user; `failed` when that load failed (spec section 4: nothing is shown).
 */
export type AccessState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      modules: ReadonlySet<string>;
      actions: ReadonlySet<string>;
      group: AccessGroup | null;
    };

/** What `runtime.setAccess` takes: the RBAC user endpoint's fields, or plain id lists. */
export interface AccessInput {
  modules: readonly (string | GrantedModule)[];
  actions?: readonly string[];
  group?: AccessGroup | null;
}

/**
 * The grant of a DASHBOARD sub-app (spec section 6), e.g. `DASHBOARD/COMPLIANCE`.
 * Sub-app ids reuse top-level module ids (COMPLIANCE, CLOUD_ASSETS…), so they
 * are kept apart: a role granting the Compliance card does not grant the
 * Compliance area.
 *
 * @example
 * ```ts
 * access.canSee(dashboardGrant('IAC_ALERTS'));
 * ```
 *
 * @public
 */
export function dashboardGrant(subApp: string): string {
  return `DASHBOARD/${subApp}`;
}

/**
 * Flattens granted modules and their sub-modules into one set of ids;
 * DASHBOARD's sub-apps become `DASHBOARD/<id>` (see {@link dashboardGrant}).
 */
export function toAccessState(input: AccessInput): AccessState {
  const modules = new Set<string>();
  for (const m of input.modules) {
    if (typeof m === 'string') {
      modules.add(m);
      continue;
    }
    modules.add(m.id);
    for (const sub of m.submodules ?? []) modules.add(m.id === 'DASHBOARD' ? dashboardGrant(sub.id) : sub.id);
  }
  return { status: 'ready', modules, actions: new Set(input.actions ?? []), group: input.group ?? null };
}
