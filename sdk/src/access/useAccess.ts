import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { ActionPermission, ModuleId } from './moduleIds';
import { useRuntime } from '../runtime/RuntimeContext';
import type { AccessGroup, AccessState } from './AccessState';

/** What {@link useAccess} returns. @public */
export interface Access {
  /** `loading` until the user's role is known. */
  status: AccessState['status'];
  /** Whether the role grants the module. False while loading. */
  canSee(module: ModuleId): boolean;
  /** Whether the role grants the action. False while loading. */
  can(action: ActionPermission): boolean;
  /** The user's current group. */
  group: AccessGroup | null;
}

/**
 * What the signed-in user's role allows (spec section 6).
 *
 * @example
 * ```tsx
 * const { can } = useAccess();
 * return can('ADD_CICD_PIPELINE') ? <Button>Add pipeline</Button> : null;
 * ```
 *
 * @public
 */
export function useAccess(): Access {
  const runtime = useRuntime('useAccess');
  const state = useAtomValue(runtime.atoms.access, { store: runtime.store });
  return useMemo(() => {
    const ready = state.status === 'ready' ? state : null;
    return {
      status: state.status,
      canSee: (module) => ready?.modules.has(module) ?? false,
      can: (action) => ready?.actions.has(action) ?? false,
      group: ready?.group ?? null,
    };
  }, [state]);
}
