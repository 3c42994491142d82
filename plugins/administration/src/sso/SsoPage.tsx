import { PageTitle, usePluginTranslation } from '@palisade/sdk';

/** Not built yet. */
export default function SsoPage() {
  const { t } = usePluginTranslation();
  return <PageTitle title={t('areas.sso.title')} />;
}
