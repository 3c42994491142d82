import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AreaPage, Loading, Tabs, usePluginTranslation } from '@palisade/sdk';
import { CloudAssets } from '../inventory/CloudAssets';
import '../inventory/assets.css';

// The charts come only with the Dashboard tab.
const AssetDashboard = lazy(() => import('../dashboard/AssetDashboard'));
const TABS = ['inventory', 'dashboard'] as const;

/** `/admin/cloud-posture/cloud-assets`: the area's figure, then the inventory and the area's dashboard as two tabs (`?tab=dashboard`). */
export default function AssetsPage() {
  const { t } = usePluginTranslation();
  const [params, setParams] = useSearchParams();
  const current = params.get('tab') === 'dashboard' ? 'dashboard' : 'inventory';
  return (
    <AreaPage title={t('page.title')} intro={t('page.intro')} figures={{ appIds: [1], label: t('page.figures'), empty: t('page.noFigures') }}>
      <Tabs label={t('tab.label')} idPrefix="assets" tabs={TABS.map((id) => ({ id, label: t(`tab.${id}`) }))} current={current}
        onSelect={(id) => setParams(id === 'dashboard' ? { tab: 'dashboard' } : {})}>
        {current === 'dashboard' ? <Suspense fallback={<Loading label={t('dashboard.loading')} />}><AssetDashboard /></Suspense> : <CloudAssets />}
      </Tabs>
    </AreaPage>
  );
}
