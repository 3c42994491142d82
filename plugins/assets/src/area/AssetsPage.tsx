import { lazy, Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CardFigures, Loading, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { CloudAssets } from '../inventory/CloudAssets';
import '../inventory/assets.css';

// The charts come only with the Dashboard tab.
const AssetDashboard = lazy(() => import('../dashboard/AssetDashboard'));
const TABS = ['inventory', 'dashboard'] as const;

/** `/admin/cloud-posture/cloud-assets`: the area's figure, then the inventory and the area's dashboard as two tabs (`?tab=dashboard`). */
export default function AssetsPage() {
  const { t } = usePluginTranslation();
  const [params, setParams] = useSearchParams();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = params.get('tab') === 'dashboard' ? 'dashboard' : 'inventory';
  const select = (index: number) => {
    const at = (index + TABS.length) % TABS.length;
    setParams(TABS[at] === 'dashboard' ? { tab: 'dashboard' } : {});
    tabs.current[at]?.focus();
  };
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      {/* The figure comes through the area's own dashboard card, so the page and the entry share no module. */}
      <CardFigures appIds={[1]} label={t('page.figures')} empty={t('page.noFigures')} />
      <div role="tablist" aria-label={t('tab.label')} className="assets-tabs">
        {TABS.map((tab, index) => (
          <button key={tab} ref={(el) => { tabs.current[index] = el; }} type="button" role="tab" id={`assets-tab-${tab}`} aria-selected={current === tab}
            aria-controls="assets-tabpanel" tabIndex={current === tab ? 0 : -1} onClick={() => current !== tab && select(index)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') select(TABS.indexOf(current) + 1);
              if (e.key === 'ArrowLeft') select(TABS.indexOf(current) - 1);
            }}>
            {t(`tab.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="assets-tabpanel" aria-labelledby={`assets-tab-${current}`}>
        {current === 'dashboard' ? <Suspense fallback={<Loading label={t('dashboard.loading')} />}><AssetDashboard /></Suspense> : <CloudAssets />}
      </div>
    </section>
  );
}
