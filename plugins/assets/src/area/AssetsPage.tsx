import { CardFigures, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { AssetInventory } from '../inventory/AssetInventory';
import '../inventory/assets.css';

/** `/admin/cloud-posture/cloud-assets`: the area's figure and the asset inventory. */
export default function AssetsPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      {/* The figure comes through the area's own dashboard card, so the page and the entry share no module. */}
      <CardFigures appIds={[1]} label={t('page.figures')} empty={t('page.noFigures')} />
      <AssetInventory />
    </section>
  );
}
