import { changePasswordForm, type ChangePasswordForm as Values } from '@palisade/contracts';
import { HttpError, useHttp, useNotify, usePluginTranslation, type ApiRequestBody } from '@palisade/sdk';
import { Form, FormActions, TextField, useSchemaForm } from '@palisade/sdk/forms';

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The server checks the current password first: too many tries (429) or an
 * account it cannot find (404) stop it there, before any new password is made.
 */
const VERIFY_FAILURES: ReadonlySet<number> = new Set([404, 429]);

/**
 * Change one's own password (`POST user/api/v1/password/change`): spec section
 * 5's policy and texts as the user types (the server checks the same schema),
 * the server's verdict on the current password on its field.
 */
export function ChangePasswordForm() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const form = useSchemaForm({ schema: changePasswordForm, defaultValues: EMPTY });

  async function change(values: Values) {
    try {
      const json: ApiRequestBody<'/api/user/api/v1/password/change', 'post'> = { currentPassword: values.currentPassword, newPassword: values.newPassword };
      await http.post('user/api/v1/password/change', { json });
    } catch (cause) {
      // Field verdicts (a wrong current password) go on their fields; anything else gets spec section 8's text for its stage.
      if (cause instanceof HttpError && cause.fields.length > 0) throw cause;
      const verifying = cause instanceof HttpError && VERIFY_FAILURES.has(cause.status);
      throw new Error(t(verifying ? 'password.problems.verifyFailed' : 'password.problems.failed'), { cause });
    }
  }

  return (
    <section className="palisade-profile__password" id="change-password" aria-labelledby="profile-password">
      <h2 id="profile-password">{t('password.heading')}</h2>
      <Form
        form={form}
        label={t('password.heading')}
        onSubmit={change}
        onSaved={() => {
          form.reset(EMPTY);
          notify({ message: t('password.changed') });
        }}
      >
        <TextField name="currentPassword" type="password" label={t('password.currentPassword')} autoComplete="current-password" />
        <TextField name="newPassword" type="password" label={t('password.newPassword')} hint={t('password.policy')} autoComplete="new-password" />
        <TextField name="confirmPassword" type="password" label={t('password.confirmPassword')} autoComplete="new-password" />
        <FormActions submitLabel={t('password.submit')} />
      </Form>
    </section>
  );
}
