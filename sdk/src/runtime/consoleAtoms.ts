import { atom, type PrimitiveAtom } from 'jotai';
import type { AccessState } from '../access/AccessState';
import type { ContributedExtension } from '../extensions/ContributedExtension';
import type { FeatureFlagMap } from '../flags/FeatureFlagMap';
import type { Toast } from '../notifications/Toast';
import type { SessionState } from '../session/SessionState';

/** The console's shared state, as jotai atoms living in the runtime's one store. */
export interface ConsoleAtoms {
  session: PrimitiveAtom<SessionState>;
  csrfToken: PrimitiveAtom<string | null>;
  access: PrimitiveAtom<AccessState>;
  flags: PrimitiveAtom<FeatureFlagMap>;
  /** Unread system notifications; `null` until first loaded. */
  unreadCount: PrimitiveAtom<number | null>;
  /** True while the unread count is being loaded (spec section 4: loading, then the count; a failure just ends loading). */
  unreadCountLoading: PrimitiveAtom<boolean>;
  toasts: PrimitiveAtom<readonly Toast[]>;
  /** Every catalogue plugin's extensions, with the contributing plugin's id (visibility not applied). */
  extensions: PrimitiveAtom<readonly ContributedExtension[]>;
  /** The tenant's subscriptions; `null` while unknown. */
  subscriptions: PrimitiveAtom<readonly string[] | null>;
}

/**
 * Atoms are made per runtime, not at module level, so that two runtimes (two
 * tests) never share state.
 */
export function createConsoleAtoms(): ConsoleAtoms {
  return {
    session: atom<SessionState>({ status: 'signed-out' }),
    csrfToken: atom<string | null>(null),
    access: atom<AccessState>({ status: 'loading' }),
    flags: atom<FeatureFlagMap>({}),
    unreadCount: atom<number | null>(null),
    unreadCountLoading: atom(false),
    toasts: atom<readonly Toast[]>([]),
    extensions: atom<readonly ContributedExtension[]>([]),
    subscriptions: atom<readonly string[] | null>(null),
  };
}
