import { PageTitle, usePluginTranslation } from '@palisade/sdk';

/** `/admin/configuration/cloud-accounts`: the area is not built yet; the page says so, so the landing step still opens a page. */
export default function CloudAccountsPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('cloudAccounts.title')} />
      <p>{t('cloudAccounts.unavailable')}</p>
    </section>
  );
}
