import type { ReactNode } from 'react';
import { Loading } from '../ui/Loading';
import type { ModuleId } from './moduleIds';
import { useAccess } from './useAccess';

/** Props of {@link PageAccessHandler}. @public */
export interface PageAccessHandlerProps {
  /** The RBAC module the page needs. */
  module: ModuleId;
  children?: ReactNode;
  /** Shown instead of the default no-access message. */
  fallback?: ReactNode;
}

/**
 * Renders the page only when the user's role grants `module`; otherwise a
 * no-access message (or `fallback`). Shows Loading while the role loads.
 *
 * @example
 * ```tsx
 * <PageAccessHandler module="AUDIT_LOGS"><AuditLogs /></PageAccessHandler>
 * ```
 *
 * @public
 */
export function PageAccessHandler({ module, children, fallback }: PageAccessHandlerProps) {
  const access = useAccess();
  if (access.status === 'loading') return <Loading />;
  if (access.canSee(module)) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  return (
    <section className="pl-no-access" aria-labelledby="pl-no-access-title">
      <h1 id="pl-no-access-title">No access</h1>
      <p>Your role does not include this page. Ask an administrator if you need it.</p>
    </section>
  );
}
