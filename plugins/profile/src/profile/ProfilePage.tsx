import { PageTitle, usePluginTranslation, useSession } from '@palisade/sdk';
import { DeveloperTools } from '../devtools/DeveloperTools';
import { ChangePasswordForm } from '../password/ChangePasswordForm';
import { AccountDetails } from './AccountDetails';

/** `/admin/profile`: who is signed in, where, until when; sign out. */
export default function ProfilePage() {
  const { t } = usePluginTranslation();
  const session = useSession();
  return (
    <section className="palisade-profile" aria-labelledby="profile-title">
      <PageTitle id="profile-title" title={t('page.title')} />
      {session.status === 'signed-in' ? <AccountDetails session={session} /> : <p role="status">{t('account.signedOut')}</p>}
      {session.status === 'signed-in' && <ChangePasswordForm />}
      <DeveloperTools />
    </section>
  );
}
