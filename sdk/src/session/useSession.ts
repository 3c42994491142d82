import { useAtomValue } from 'jotai';
import { useRuntime } from '../runtime/RuntimeContext';
import type { SessionState } from './SessionState';

/**
 * The session: who is signed in, to which tenant, until when, and `logout()`.
 * Never any token.
 *
 * @example
 * ```tsx
 * const session = useSession();
 * if (session.status !== 'signed-in') return null;
 * return <button onClick={() => void session.logout()}>Sign out {session.user.name}</button>;
 * ```
 *
 * @public
 */
export function useSession(): SessionState {
  const runtime = useRuntime('useSession');
  return useAtomValue(runtime.atoms.session, { store: runtime.store });
}
