import { CountFigure, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { loadIdentityCount } from '../loadIdentityCount';
import './area.css';

/** `/admin/cloud-posture/cloud-identities`: the area's landing page with its figures from the server. */
export default function IdentitiesPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      <dl className="area-page__figures" aria-label={t('page.figures')}>
        <CountFigure label={t('page.figure0')} load={loadIdentityCount} />
      </dl>
    </section>
  );
}
