import type { ReactNode } from 'react';
import type { ActionPermission } from './moduleIds';
import { useAccess } from './useAccess';

/** Props of {@link ActionAccessHandler}. @public */
export interface ActionAccessHandlerProps {
  /** The action permission the content needs. */
  action: ActionPermission;
  children?: ReactNode;
  /** Shown when the role lacks the action; nothing by default. */
  fallback?: ReactNode;
}

/**
 * Renders its children only when the user's role grants `action`.
 *
 * @example
 * ```tsx
 * <ActionAccessHandler action="DELETE_CICD_PIPELINE"><Button variant="danger">Delete</Button></ActionAccessHandler>
 * ```
 *
 * @public
 */
export function ActionAccessHandler({ action, children, fallback = null }: ActionAccessHandlerProps) {
  const { can } = useAccess();
  return <>{can(action) ? children : fallback}</>;
}
