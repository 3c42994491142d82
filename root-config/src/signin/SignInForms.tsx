import { useState, type FormEvent, type ReactNode } from 'react';
import { Field, StepError } from './Field';
import type { TenantChoice } from './signInMachine';

const ERROR_ID = 'signin-error';

interface StepProps {
  busy: boolean;
  error: string | null;
  onBack: () => void;
}

function StepForm({ title, onSubmit, busy, error, onBack, submitLabel, children, extra }: StepProps & {
  title: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <h2 className="signin-step-title">{title}</h2>
      {children}
      <StepError id={ERROR_ID} message={error} />
      <button type="submit" className="shell-button" disabled={busy}>
        {submitLabel}
      </button>
      <div className="signin-links">
        <button type="button" className="shell-link-button" onClick={onBack}>
          Back
        </button>
        {extra}
      </div>
    </form>
  );
}

export function EmailForm(props: {
  email: string;
  onEmail: (v: string) => void;
  forcedLocal: boolean;
  onForcedLocal: (v: boolean) => void;
  onSubmit: (event: FormEvent) => void;
  onBreakglass: () => void;
  busy: boolean;
  error: string | null;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate aria-busy={props.busy}>
      <Field
        id="signin-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={props.email}
        onChange={(e) => props.onEmail(e.target.value)}
        errorId={props.error ? ERROR_ID : undefined}
        focus
        required
      />
      <label className="signin-check">
        <input type="checkbox" checked={props.forcedLocal} onChange={(e) => props.onForcedLocal(e.target.checked)} />
        Sign in with a password, not single sign-on
      </label>
      <StepError id={ERROR_ID} message={props.error} />
      <button type="submit" className="shell-button" disabled={props.busy}>
        Continue
      </button>
      <div className="signin-links">
        <button type="button" className="shell-link-button" onClick={props.onBreakglass}>
          Breakglass administrator sign-in
        </button>
      </div>
    </form>
  );
}

export function CodeForm(props: StepProps & { email: string; onSubmit: (code: string) => void; onResend: () => void }) {
  const [code, setCode] = useState('');
  return (
    <StepForm
      {...props}
      title="Verification code"
      submitLabel="Verify"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit(code);
      }}
      extra={
        <button type="button" className="shell-link-button" onClick={props.onResend} disabled={props.busy}>
          Resend code
        </button>
      }
    >
      <p className="shell-login__email">
        We sent a code to <strong>{props.email}</strong>
      </p>
      <Field
        id="signin-code"
        label="Verification code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        errorId={props.error ? ERROR_ID : undefined}
        focus
        required
      />
    </StepForm>
  );
}

export function TenantForm(props: StepProps & { tenants: readonly TenantChoice[]; selected: string | null; onSubmit: (id: string) => void }) {
  const [choice, setChoice] = useState(props.selected ?? props.tenants[0]?.id ?? '');
  return (
    <StepForm
      {...props}
      title="Choose a tenant"
      submitLabel="Continue"
      onSubmit={(e) => {
        e.preventDefault();
        if (choice) props.onSubmit(choice);
      }}
    >
      <fieldset className="signin-tenants">
        <legend>Tenant</legend>
        {props.tenants.map((t, i) => (
          <label key={t.id}>
            <input type="radio" name="tenant" value={t.id} checked={choice === t.id} onChange={() => setChoice(t.id)} autoFocus={i === 0} />
            {t.name}
          </label>
        ))}
      </fieldset>
    </StepForm>
  );
}

export function PasswordForm(props: StepProps & { email: string; tenantName: string | null; onSubmit: (password: string) => void; onForgot: () => void }) {
  const [password, setPassword] = useState('');
  return (
    <StepForm
      {...props}
      title="Password"
      submitLabel={props.busy ? 'Signing in…' : 'Sign in'}
      onSubmit={(e) => {
        e.preventDefault();
        if (password) props.onSubmit(password);
      }}
      extra={
        <button type="button" className="shell-link-button" onClick={props.onForgot}>
          Forgot password?
        </button>
      }
    >
      <p className="shell-login__email">
        Signing in as <strong>{props.email}</strong>
        {props.tenantName && <> to <strong>{props.tenantName}</strong></>}
      </p>
      <input type="email" name="email" autoComplete="username" value={props.email} readOnly hidden />
      <Field
        id="signin-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        errorId={props.error ? ERROR_ID : undefined}
        focus
        required
      />
    </StepForm>
  );
}

export function BreakglassForm(props: StepProps & { email: string; onEmail: (v: string) => void; onSubmit: (password: string) => void; onForgot: () => void }) {
  const [password, setPassword] = useState('');
  return (
    <StepForm
      {...props}
      title="Breakglass administrator"
      submitLabel={props.busy ? 'Signing in…' : 'Sign in'}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit(password);
      }}
      extra={
        <button type="button" className="shell-link-button" onClick={props.onForgot}>
          Forgot password?
        </button>
      }
    >
      <Field id="signin-bg-email" label="Email" name="email" type="email" autoComplete="username" value={props.email} onChange={(e) => props.onEmail(e.target.value)} focus required />
      <Field
        id="signin-bg-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        errorId={props.error ? ERROR_ID : undefined}
        required
      />
    </StepForm>
  );
}

export function ForgotForm(props: StepProps & { email: string; onSubmit: () => void }) {
  return (
    <StepForm
      {...props}
      title="Reset your password"
      submitLabel="Send reset link"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <p className="shell-login__email">
        We will send a link to reset the password of <strong>{props.email}</strong>.
      </p>
    </StepForm>
  );
}
