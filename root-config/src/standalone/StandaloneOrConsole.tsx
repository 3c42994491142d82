import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Loading } from '@palisade/sdk';
import { useShell, useStoreValue } from '../shell/ShellServices';
import { StandaloneRoute } from './StandaloneRoute';

/**
 * Any path the shell has no route of its own for: a plugin's standalone page
 * when the catalogue has one there, else the console. The catalogue is known
 * first (it comes with the page), so a standalone page is never sent to the
 * sign-in it does not need.
 */
export function StandaloneOrConsole({ console }: { console: ReactNode }) {
  const { catalogue } = useShell();
  const state = useStoreValue(catalogue);
  const { pathname } = useLocation();
  if (state.status === 'loading') return <Loading label="Starting the console…" />;
  const entry = state.status === 'ready' ? state.standalone.match(pathname) : null;
  return entry ? <StandaloneRoute entry={entry} /> : console;
}
