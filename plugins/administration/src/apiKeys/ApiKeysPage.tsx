import { PageTitle, usePluginTranslation } from '@palisade/sdk';

/** Not built yet. */
export default function ApiKeysPage() {
  const { t } = usePluginTranslation();
  return <PageTitle title={t('areas.apiKeys.title')} />;
}
