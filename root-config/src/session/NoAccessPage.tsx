import { useSessionController } from './SessionContext';
import type { NoAccessReason } from './accessInfo';

const TEXTS: Record<Exclude<NoAccessReason, null | 'failed'>, { title: string; body: string }> = {
  'user-not-found': {
    title: 'Your account was not found',
    body: 'You are signed in, but the console has no user for your identity in this tenant. Ask an administrator of your organization to add you.',
  },
  'jit-not-enabled': {
    title: 'Your account is not set up yet',
    body: 'You are signed in, but just-in-time provisioning is not enabled for your organization, so no console user was created for you. Ask an administrator to add you.',
  },
  'no-modules': {
    title: 'You do not have access to any page',
    body: 'You are signed in, but your group grants no module of the console. Ask an administrator of your organization for access, or switch group.',
  },
};

/** A signed-in user with nothing to see: said plainly, with a way out. */
export function NoAccessPage({ reason }: { reason: Exclude<NoAccessReason, null | 'failed'> }) {
  const controller = useSessionController();
  const text = TEXTS[reason];
  return (
    <main className="shell-login" id="palisade-content">
      <section className="shell-login__card" aria-labelledby="no-access-title">
        <p className="shell-login__brand">Palisade</p>
        <h1 id="no-access-title">{text.title}</h1>
        <p>{text.body}</p>
        <button type="button" className="shell-button" onClick={() => void controller.signOut('user')}>
          Sign out
        </button>
      </section>
    </main>
  );
}
