import { useState } from 'react';
import { Button, usePluginTranslation, type useSession } from '@palisade/sdk';

type SignedIn = Extract<ReturnType<typeof useSession>, { status: 'signed-in' }>;

/** The session's user, tenant, organisation and expiry, with the sign-out button. */
export function AccountDetails({ session }: { session: SignedIn }) {
  const { t, i18n } = usePluginTranslation();
  const [signingOut, setSigningOut] = useState(false);
  const expires = new Date(session.expiresAt);

  async function signOut() {
    setSigningOut(true);
    try {
      await session.logout();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="palisade-profile__account">
      <h2>{t('account.heading')}</h2>
      <dl>
        <dt>{t('account.name')}</dt>
        <dd>{session.user.name}</dd>
        <dt>{t('account.email')}</dt>
        <dd>{session.user.email}</dd>
        <dt>{t('account.tenant')}</dt>
        <dd>{session.tenant.name}</dd>
        <dt>{t('account.organisation')}</dt>
        <dd>{session.org.name}</dd>
        <dt>{t('account.expires')}</dt>
        <dd>
          <time dateTime={expires.toISOString()}>{expires.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </dd>
      </dl>
      <Button onClick={() => void signOut()} disabled={signingOut}>
        {signingOut ? t('account.signingOut') : t('account.signOut')}
      </Button>
    </div>
  );
}
