import { CountFigure, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { loadAssetCount } from '../loadAssetCount';
import './area.css';

/** `/admin/cloud-posture/cloud-assets`: the area's landing page with its figures from the server. */
export default function AssetsPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      <dl className="area-page__figures" aria-label={t('page.figures')}>
        <CountFigure label={t('page.figure0')} load={loadAssetCount} />
      </dl>
    </section>
  );
}
