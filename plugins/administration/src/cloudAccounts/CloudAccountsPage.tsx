import { AreaNotAvailable, usePluginTranslation } from '@palisade/sdk';

/** `/admin/configuration/cloud-accounts`: the area is not built yet; the page says so, so the landing step still opens a page. */
export default function CloudAccountsPage() {
  const { t } = usePluginTranslation();
  return <AreaNotAvailable title={t('cloudAccounts.title')} message={t('cloudAccounts.unavailable')} />;
}
