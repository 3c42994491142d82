import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EMAIL_PATTERN, type Credentials, type SignInResult } from './signIn';
import { returnAddress } from './loginRedirect';

export interface LoginPageProps {
  signIn: (credentials: Credentials) => Promise<SignInResult>;
}

type Step = 'email' | 'password';

/** Sign-in: email first, then password (spec section 2). Errors are the server's message, announced. */
export function LoginPage({ signIn }: LoginPageProps) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    (step === 'password' ? passwordInput : emailInput).current?.focus();
  }, [step]);

  function submitEmail(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!EMAIL_PATTERN.test(trimmed)) {
      setError('Email Id is Invalid');
      return;
    }
    setEmail(trimmed);
    setError(null);
    setStep('password');
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Enter your password');
      return;
    }
    setBusy(true);
    setError(null);
    const result = await signIn({ email, password });
    setBusy(false);
    if (result.ok) navigate(returnAddress(search), { replace: true });
    else setError(result.message);
  }

  function back() {
    setStep('email');
    setPassword('');
    setError(null);
  }

  return (
    <main className="shell-login" id="palisade-content">
      <section className="shell-login__card" aria-labelledby="shell-login-title">
        <p className="shell-login__brand">Palisade</p>
        <h1 id="shell-login-title">Sign in</h1>
        {step === 'email' ? (
          <form onSubmit={submitEmail} noValidate>
            <label htmlFor="shell-login-email">Email</label>
            <input
              ref={emailInput}
              id="shell-login-email"
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'shell-login-error' : undefined}
              required
            />
            {error && (
              <p id="shell-login-error" className="shell-login__error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="shell-button">
              Continue
            </button>
          </form>
        ) : (
          <form onSubmit={submitPassword} noValidate aria-busy={busy}>
            <p className="shell-login__email">
              Signing in as <strong>{email}</strong>{' '}
              <button type="button" className="shell-link-button" onClick={back}>
                Change
              </button>
            </p>
            <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
            <label htmlFor="shell-login-password">Password</label>
            <input
              ref={passwordInput}
              id="shell-login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'shell-login-error' : undefined}
              required
            />
            {error && (
              <p id="shell-login-error" className="shell-login__error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="shell-button" disabled={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
          </form>
        )}
      </section>
    </main>
  );
}
