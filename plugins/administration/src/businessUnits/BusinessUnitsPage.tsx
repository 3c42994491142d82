import { PageTitle, usePluginTranslation } from '@palisade/sdk';

/** Not built yet. */
export default function BusinessUnitsPage() {
  const { t } = usePluginTranslation();
  return <PageTitle title={t('areas.businessUnits.title')} />;
}
