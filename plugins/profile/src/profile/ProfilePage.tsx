import { lazy, Suspense } from 'react';
import { Loading, PageTitle, usePluginTranslation, useSession } from '@palisade/sdk';
import { DeveloperTools } from '../devtools/DeveloperTools';
import { AccountDetails } from './AccountDetails';

// The form brings the schema library (zod): the account details show without waiting for it.
const ChangePasswordForm = lazy(() => import('../password/ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })));

/** `/admin/profile`: who is signed in, where, until when; sign out. */
export default function ProfilePage() {
  const { t } = usePluginTranslation();
  const session = useSession();
  return (
    <section className="palisade-profile" aria-labelledby="profile-title">
      <PageTitle id="profile-title" title={t('page.title')} />
      {session.status === 'signed-in' ? <AccountDetails session={session} /> : <p role="status">{t('account.signedOut')}</p>}
      {session.status === 'signed-in' && (
        <Suspense fallback={<Loading label={t('password.loading')} />}>
          <ChangePasswordForm />
        </Suspense>
      )}
      <DeveloperTools />
    </section>
  );
}
