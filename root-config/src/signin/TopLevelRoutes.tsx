import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Loading } from '@palisade/sdk';
import { useConsoleTranslation } from '@palisade/sdk/host';
import { STORAGE_KEYS } from '../session/constants';
import { LOGIN_PATH, loginRedirect, sanitiseReturnAddress, storeReturnAddress, takeReturnAddress } from '../session/loginRedirect';
import { CONSOLE_MESSAGES } from '../session/messages';
import { SessionDialogs } from '../session/SessionDialogs';
import { NoAccessPage } from '../session/NoAccessPage';
import { useSessionController } from '../session/SessionContext';
import { noAccessReason } from '../session/accessInfo';
import { OverrideBanner } from '../shell/OverrideBanner';
import { useShell, useStoreValue } from '../shell/ShellServices';
import { SignInPage } from './SignInPage';

function usePhase() {
  const { phase } = useShell();
  return useStoreValue(phase).status;
}

const starting = <Loading label="Starting the console…" />;

/** `/login`: the sign-in page; `/` when already signed in (spec section 2). */
export function LoginRoute() {
  const status = usePhase();
  const controller = useSessionController();
  const notice = useRef(controller.takeSignOutNotice());
  if (status === 'checking') return starting;
  if (status !== 'signed-out') return <Navigate to="/" replace />;
  return (
    <>
      {/* The code signing the user in may itself be overridden: say so here too. */}
      <OverrideBanner />
      <SignInPage
        api={controller.signInApi}
        onSignedIn={(session) => controller.completeSignIn(undefined, session)}
        returnTo={() => sessionStorage.getItem(STORAGE_KEYS.returnAddress) ?? '/'}
        notice={notice.current}
      />
    </>
  );
}

/** `/`: stores `from` as the return address (unless / or login), then signs in or lands. */
export function RootRoute() {
  const status = usePhase();
  const { search } = useLocation();
  const controller = useSessionController();
  const stored = useRef(false);
  if (!stored.current) {
    stored.current = true;
    storeReturnAddress(search);
  }
  if (status === 'checking' || status === 'loading') return starting;
  if (status === 'signed-out') return <Navigate to={LOGIN_PATH} replace />;
  return <Navigate to={takeReturnAddress() ?? controller.landingPath()} replace />;
}

/** An `oauth-redirect` path anywhere, even under /auth or /logout, is a popup handing its query back: never a sign-in or sign-out. */
const isOAuthRedirect = (pathname: string) => pathname.includes('oauth-redirect');

/** A window an integration's OAuth flow opened: stores the query string for its opener, then closes. */
function OAuthRedirect() {
  const { search } = useLocation();
  useEffect(() => {
    localStorage.setItem(STORAGE_KEYS.oauthRedirect, search);
    window.close();
  }, [search]);
  return <p role="status">You can close this window.</p>;
}

/** `/auth/{origin}`: where single sign-on comes back; lands on the return address or the first permitted page. */
export function AuthCallbackRoute() {
  return isOAuthRedirect(useLocation().pathname) ? <OAuthRedirect /> : <AuthCallback />;
}

function AuthCallback() {
  const status = usePhase();
  const { search } = useLocation();
  const controller = useSessionController();
  const { t } = useConsoleTranslation();
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error !== null || status === 'signed-out') {
    const code = error && Object.hasOwn(CONSOLE_MESSAGES, error) ? error : 'ERROR_LOGIN';
    return (
      <main className="shell-login" id="palisade-content">
        <section className="shell-login__card" aria-labelledby="auth-callback-title">
          <h1 id="auth-callback-title">Sign-in failed</h1>
          <p className="shell-login__error" role="alert">
            {t(code)}
          </p>
          <Link to={LOGIN_PATH}>Back to sign-in</Link>
        </section>
      </main>
    );
  }
  if (status !== 'ready') return starting;
  sessionStorage.removeItem(STORAGE_KEYS.returnAddress);
  return <Navigate to={sanitiseReturnAddress(params.get('returnTo')) ?? controller.landingPath()} replace />;
}

/** `/logout/{origin}`: signs out and returns to the origin. */
export function LogoutRoute() {
  return isOAuthRedirect(useLocation().pathname) ? <OAuthRedirect /> : <Logout />;
}

function Logout() {
  const controller = useSessionController();
  const status = usePhase();
  const ready = status !== 'checking';
  useEffect(() => {
    // After the session check: the sign-out needs its CSRF token.
    if (ready) void controller.signOut('user');
  }, [controller, ready]);
  return <Loading label="Signing out…" />;
}

/**
 * Any other path: an `oauth-redirect` window hands its query string back and
 * closes; otherwise the admin app when signed in, else `/?from=…`.
 */
export function SignedInGate({ children }: { children: ReactNode }) {
  const status = usePhase();
  const location = useLocation();
  const controller = useSessionController();
  const access = useStoreValue(controller.accessInfo);
  if (isOAuthRedirect(location.pathname)) return <OAuthRedirect />;
  if (status === 'checking' || status === 'loading') return starting;
  if (status === 'signed-out') {
    // A sign-out returns to the origin by itself; only a visitor who was never signed in keeps the address.
    if (controller.isSigningOut) return <Loading label="Signing out…" />;
    return <Navigate to={loginRedirect(location) ?? '/'} replace />;
  }
  const reason = noAccessReason(access);
  if (reason && reason !== 'failed') return <NoAccessPage reason={reason} />;
  return (
    <>
      {children}
      <SessionDialogs />
    </>
  );
}
