import { CardFigures, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { CreepIndexChart } from '../creep/CreepIndexChart';
import { CloudIdentities } from '../inventory/CloudIdentities';
import '../inventory/identities.css';

/** `/admin/cloud-posture/cloud-identities`: the area's figure, the permission creep index, then the identity inventory. */
export default function IdentitiesPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      {/* The figure comes through the area's own dashboard card, so the page and the entry share no module. */}
      <CardFigures appIds={[2]} label={t('page.figures')} empty={t('page.noFigures')} />
      <CreepIndexChart />
      <h2>{t('list.title')}</h2>
      <CloudIdentities />
    </section>
  );
}
