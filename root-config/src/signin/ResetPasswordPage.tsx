import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HttpError, type FieldError } from '@palisade/sdk';
import { Form, FormActions, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { setPasswordForm } from '@palisade/contracts';
import { useSessionController } from '../session/SessionContext';
import { LOGIN_PATH } from '../session/loginRedirect';
import type { BffResult } from './bffClient';

function failure(result: Extract<BffResult<unknown>, { ok: false }>): HttpError {
  const fields = (result.body as { error?: { fields?: FieldError[] } } | null)?.error?.fields ?? [];
  const message = result.status === 0 ? 'The server could not be reached. Try again.' : (result.message ?? 'Something went wrong');
  return new HttpError(message, { status: result.status, code: result.code ?? undefined, fields });
}

/**
 * `/reset-password?token=…`: where a password-reset or invitation email leads.
 * Sets the password (spec section 5's policy, checked as typed and by the
 * server), then sends the user to sign in.
 */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useLocation().search).get('token');
  const { signInApi } = useSessionController();
  const form = useSchemaForm({ schema: setPasswordForm, defaultValues: { password: '', confirmPassword: '' } });
  const [done, setDone] = useState(false);

  return (
    <main className="shell-login" id="palisade-content">
      <section className="shell-login__card" aria-labelledby="reset-title">
        <h1 id="reset-title">Set your password</h1>
        {!token && (
          <p className="shell-login__error" role="alert">
            The reset link is invalid or has expired
          </p>
        )}
        {token && done && <p role="status">Your password is set. Sign in with it.</p>}
        {token && !done && (
          <Form
            form={form}
            label="Set your password"
            guardUnsaved={false}
            onSubmit={async (values) => {
              const result = await signInApi.confirmPasswordReset(token, values.password);
              if (!result.ok) throw failure(result);
            }}
            onSaved={() => setDone(true)}
          >
            <p>At least 8 characters, with 1 digit, 1 capital letter and 1 special character.</p>
            <TextField name="password" type="password" label="New password" autoComplete="new-password" />
            <TextField name="confirmPassword" type="password" label="Confirm password" autoComplete="new-password" />
            <FormActions submitLabel="Set password" />
          </Form>
        )}
        <Link to={LOGIN_PATH}>{done ? 'Sign in' : 'Back to sign-in'}</Link>
      </section>
    </main>
  );
}
