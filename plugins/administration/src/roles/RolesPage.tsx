import { PageTitle, usePluginTranslation } from '@palisade/sdk';

/** Not built yet. */
export default function RolesPage() {
  const { t } = usePluginTranslation();
  return <PageTitle title={t('areas.roles.title')} />;
}
