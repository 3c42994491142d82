import { CardFigures, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { IacUpload } from '../integrations/IacUpload';
import { PipelineSection } from '../integrations/PipelineSection';
import { VcsSection } from '../integrations/VcsSection';
import '../integrations/iac.css';

/** `/admin/configuration/iac/integrations`: version control systems and their repositories, CI/CD pipelines, and scanner uploads. */
export default function IacPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      {/* The figure comes through the area's own dashboard card, so the page and the entry share no module. */}
      <CardFigures appIds={[3]} label={t('page.figures')} empty={t('page.noFigures')} />
      <VcsSection />
      <PipelineSection />
      <IacUpload />
    </section>
  );
}
