import { useState, type FormEvent } from 'react';
import { Button, HttpError, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { checkPasswordForm, PASSWORD_MAX_LENGTH, type PasswordForm } from './passwordRules';

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Change one's own password (`POST user/api/v1/password/change`), checked as the server does first. */
export function ChangePasswordForm() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [error, setError] = useState<{ field: keyof PasswordForm | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkPasswordForm(form);
    if (!check.ok) return setError({ field: check.field, message: t(`password.problems.${check.problem}`) });
    setError(null);
    setBusy(true);
    try {
      await http.post('user/api/v1/password/change', { json: { currentPassword: form.currentPassword, newPassword: form.newPassword } });
      setForm(EMPTY);
      notify({ message: t('password.changed') });
    } catch (cause) {
      const code = cause instanceof HttpError ? cause.code : '';
      if (code === 'INVALID_CURRENT_PASSWORD') setError({ field: 'currentPassword', message: t('password.problems.invalidCurrent') });
      else if (code === 'PASSWORD_UNCHANGED') setError({ field: 'newPassword', message: t('password.problems.sameAsCurrent') });
      else if (cause instanceof HttpError && cause.fields.length > 0) setError({ field: 'newPassword', message: cause.fields[0]!.message });
      else setError({ field: null, message: t('password.problems.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="palisade-profile__password" id="change-password" aria-labelledby="profile-password">
      <h2 id="profile-password">{t('password.heading')}</h2>
      <p id="profile-password-policy">{t('password.policy')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {FIELDS.map((field) => (
          <div key={field} className="palisade-profile__field">
            <label htmlFor={`profile-${field}`}>{t(`password.${field}`)}</label>
            <input
              id={`profile-${field}`}
              type="password"
              autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
              value={form[field]}
              maxLength={PASSWORD_MAX_LENGTH + 1}
              onChange={(e) => setForm({ ...form, [field]: e.target.value })}
              aria-invalid={error?.field === field ? true : undefined}
              aria-describedby={[field === 'newPassword' ? 'profile-password-policy' : '', error?.field === field ? 'profile-password-error' : ''].filter(Boolean).join(' ') || undefined}
            />
          </div>
        ))}
        {error && (
          <p id="profile-password-error" role="alert" className="palisade-profile__error">
            {error.message}
          </p>
        )}
        <Button type="submit" loading={busy}>
          {t('password.submit')}
        </Button>
      </form>
    </section>
  );
}
