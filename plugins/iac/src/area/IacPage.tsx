import { CountFigure, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { loadOpenIacAlertCount } from '../loadOpenIacAlertCount';
import './area.css';

/** `/admin/configuration/iac/integrations`: the area's landing page with its figures from the server. */
export default function IacPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      <dl className="area-page__figures" aria-label={t('page.figures')}>
        <CountFigure label={t('page.figure0')} load={loadOpenIacAlertCount} />
      </dl>
    </section>
  );
}
