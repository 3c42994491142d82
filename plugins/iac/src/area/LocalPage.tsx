import { CardFigures, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { CliInstructions } from '../local/CliInstructions';
import { LocalScans } from '../local/LocalScans';
import { LocalToken } from '../local/LocalToken';
import '../integrations/iac.css';

/** `/admin/configuration/iac/local`: the CLI and IDE set-up for scanning on workstations, and the scans uploaded from them. */
export default function LocalPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      {/* The figure comes through the area's own dashboard card, so the page and the entry share no module. */}
      <CardFigures appIds={[3]} label={t('page.figures')} empty={t('page.noFigures')} />
      <CliInstructions />
      <LocalToken />
      <LocalScans />
    </section>
  );
}
