import { useReducer, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { checkEmail } from '../session/validators';
import { loginFailure, lookupFailure, resetFailure, type Shown } from './failureMessages';
import { BREAKGLASS_CONNECTION, type SignInApi } from './signInApi';
import { currentStep, INITIAL_SIGN_IN, localConnection, signInReducer, ssoConnection } from './signInMachine';
import { BreakglassForm, CodeForm, EmailForm, ForgotForm, PasswordForm, TenantForm } from './SignInForms';
import { useShown } from './useShown';
import './signin.css';

export interface SignInPageProps {
  api: SignInApi;
  /** After the BFF accepted the credentials, with its answer (the session): loads the user's context and says where to land. */
  onSignedIn: (session: unknown) => Promise<string>;
  /** The return address to hand single sign-on (it comes back through `/auth/sso`). */
  returnTo: () => string;
  /** Why the previous session ended, if it did (say, inactivity). */
  notice?: Shown | null;
  /** Leaves the page for single sign-on (tests pass a fake). */
  assign?: (url: string) => void;
}

/** Sign-in (spec sections 2, 4, 5, 8): email, then password alone or code, tenant and password; SSO, breakglass, forgot password. */
export function SignInPage({ api, onSignedIn, returnTo, notice: initialNotice = null, assign = (url) => window.location.assign(url) }: SignInPageProps) {
  const [state, dispatch] = useReducer(signInReducer, INITIAL_SIGN_IN);
  const [emailInput, setEmailInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Shown | null>(null);
  const [notice, setNotice] = useState<Shown | null>(initialNotice);
  const show = useShown();
  const navigate = useNavigate();
  const step = currentStep(state);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  const sendCode = async (email: string) => {
    const sent = await api.createOtp(email);
    if (sent.ok) setNotice({ code: 'OTP_SENT_SUCCESSFULLY' });
    else setError(lookupFailure(sent));
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmail(emailInput);
    if (!checked.ok) {
      setError({ code: 'EMAIL_INVALID' });
      return;
    }
    setEmailInput(checked.email);
    void run(async () => {
      const found = await api.orgLookup(checked.email);
      if (!found.ok) return setError(lookupFailure(found));
      const sso = state.screen === 'email' ? ssoConnection(found.body, state.forcedLocal) : null;
      if (sso) return assign(api.ssoStartUrl(sso, checked.email, returnTo()));
      dispatch({ type: 'ORG_FOUND', email: checked.email, org: found.body });
      if (found.body.OTP || found.body.MultiTenant) await sendCode(checked.email);
    });
  };

  const signInWith = (request: Parameters<SignInApi['login']>[0]) =>
    run(async () => {
      const result = await api.login(request);
      if (!result.ok) return setError(loginFailure(result));
      navigate(await onSignedIn(result.body), { replace: true });
    });

  const back = () => {
    setError(null);
    setNotice(null);
    if (state.screen === 'steps' && state.index === 0 && !state.forcedLocal) setEmailInput('');
    if (state.screen === 'breakglass') setEmailInput('');
    dispatch({ type: 'BACK' });
  };

  const errorText = error ? show(error) : null;
  const noticeText = notice ? show(notice) : null;
  const common = { busy, error: errorText, onBack: back };

  let body;
  if (state.screen === 'email') {
    body = (
      <EmailForm
        email={emailInput}
        onEmail={setEmailInput}
        forcedLocal={state.forcedLocal}
        onForcedLocal={(forced) => dispatch({ type: 'FORCE_LOCAL', forced })}
        onSubmit={submitEmail}
        onBreakglass={() => {
          setError(null);
          dispatch({ type: 'BREAKGLASS' });
        }}
        busy={busy}
        error={errorText}
      />
    );
  } else if (state.screen === 'breakglass') {
    body = (
      <BreakglassForm
        {...common}
        email={emailInput}
        onEmail={setEmailInput}
        onForgot={() => dispatch({ type: 'FORGOT' })}
        onSubmit={(password) => {
          const checked = checkEmail(emailInput);
          if (!checked.ok) return setError({ code: 'EMAIL_INVALID' });
          void signInWith({ email: checked.email, password, breakglass: true });
        }}
      />
    );
  } else if (state.screen === 'forgot') {
    const forgot = state;
    body = (
      <ForgotForm
        {...common}
        email={forgot.breakglass ? emailInput : forgot.email}
        onSubmit={() =>
          void run(async () => {
            const checked = checkEmail(forgot.breakglass ? emailInput : forgot.email);
            if (!checked.ok) return setError({ code: 'EMAIL_INVALID' });
            const result = await api.resetPassword({
              Email: checked.email,
              OrganizationId: forgot.org?.OrganizationId ?? BREAKGLASS_CONNECTION,
              SSOEnabled: forgot.breakglass ? false : (forgot.org?.SSOEnabled ?? false),
              ConnectionName: forgot.breakglass || !forgot.org ? BREAKGLASS_CONNECTION : (localConnection(forgot.org) ?? BREAKGLASS_CONNECTION),
            });
            if (result.ok) setNotice({ code: 'PASSWORD_RESET_LINK_SENT' });
            else setError(resetFailure(result));
          })
        }
      />
    );
  } else if (step === 'verification') {
    body = (
      <CodeForm
        {...common}
        email={state.email}
        onResend={() => void run(() => sendCode(state.email))}
        onSubmit={(code) =>
          void run(async () => {
            const result = await api.validateOtp(state.email, code);
            if (!result.ok) return setError(lookupFailure(result));
            dispatch({ type: 'CODE_VERIFIED', tenants: result.body.Tenants ?? [] });
          })
        }
      />
    );
  } else if (step === 'tenants' && state.screen === 'steps') {
    body = (
      <TenantForm
        {...common}
        tenants={state.tenants}
        selected={state.tenantId}
        onSubmit={(tenantId) => {
          setError(null);
          setNotice(null);
          dispatch({ type: 'TENANT_CHOSEN', tenantId });
        }}
      />
    );
  } else if (state.screen === 'steps') {
    const tenant = state.tenants.find((t) => t.id === state.tenantId);
    body = (
      <PasswordForm
        {...common}
        email={state.email}
        tenantName={tenant?.name ?? null}
        onForgot={() => {
          setError(null);
          dispatch({ type: 'FORGOT' });
        }}
        onSubmit={(password) => void signInWith({ email: state.email, password, ...(state.tenantId ? { tenantId: state.tenantId } : {}) })}
      />
    );
  }

  return (
    <main className="shell-login" id="palisade-content">
      <section className="shell-login__card" aria-labelledby="shell-login-title">
        <p className="shell-login__brand">Palisade</p>
        <h1 id="shell-login-title">Sign in</h1>
        {noticeText && (
          <p className="signin-notice" role="status">
            {noticeText}
          </p>
        )}
        {body}
      </section>
    </main>
  );
}
