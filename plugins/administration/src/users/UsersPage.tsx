import { PageTitle, usePluginTranslation } from '@palisade/sdk';

/** Not built yet. */
export default function UsersPage() {
  const { t } = usePluginTranslation();
  return <PageTitle title={t('areas.users.title')} />;
}
