import { PageTitle, usePluginTranslation } from '@palisade/sdk';

/** Not built yet. */
export default function IntegrationsPage() {
  const { t } = usePluginTranslation();
  return <PageTitle title={t('areas.integrations.title')} />;
}
