import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Loading, Notification, type StandalonePageExtension } from '@palisade/sdk';
import { extensionGate } from '@palisade/sdk/host';
import type { RouteEntry } from '../registration/RouteTable';
import { SignedInGate } from '../signin/TopLevelRoutes';
import { AccessLoadFailed } from '../shell/AccessLoadFailed';
import { HeldBackPage } from '../shell/HeldBackPage';
import { useShell } from '../shell/ShellServices';
import { needsSession } from './needsSession';
import { StandalonePage } from './StandalonePage';

/**
 * A catalogue's standalone page at the current path, outside the console
 * layout. One that names no gate needs no session; one that does needs the
 * sign-in (a signed-out visitor is sent to it, and back) and then the same
 * module, subscription and flag as a route, with the same pages when one is
 * closed.
 */
export function StandaloneRoute({ entry }: { entry: RouteEntry<StandalonePageExtension> }) {
  return (
    <>
      {needsSession(entry.route) ? (
        <SignedInGate>
          <Gated entry={entry} />
        </SignedInGate>
      ) : (
        <StandalonePage entry={entry} />
      )}
      <Notification />
    </>
  );
}

function Gated({ entry }: { entry: RouteEntry<StandalonePageExtension> }) {
  const { runtime } = useShell();
  const { store, atoms } = runtime;
  const access = useAtomValue(atoms.access, { store });
  const flags = useAtomValue(atoms.flags, { store });
  const subscriptions = useAtomValue(atoms.subscriptions, { store });
  if (access.status === 'loading') return (
      <Held>
        <Loading />
      </Held>
    );
  if (access.status === 'failed') return (
      <Held>
        <AccessLoadFailed />
      </Held>
    );
  const gate = extensionGate(entry.route, { modules: access.modules, flags, subscriptions });
  if (gate) {
    return (
      <Held>
        <HeldBackPage pluginId={entry.pluginId} gate={gate} />
      </Held>
    );
  }
  return <StandalonePage entry={entry} />;
}

function Held({ children }: { children: ReactNode }) {
  return (
    <main id="palisade-content" className="shell-standalone">
      {children}
    </main>
  );
}
