import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { AreaPage, Tabs, usePluginTranslation } from '@palisade/sdk';
import { AccessKeys } from '../credentials/AccessKeys';
import { RoleAssignments } from '../credentials/RoleAssignments';
import { CreepIndexChart } from '../creep/CreepIndexChart';
import { CloudIdentities } from '../inventory/CloudIdentities';
import '../inventory/identities.css';

const TABS = ['identities', 'keys', 'assignments'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/admin/cloud-posture/cloud-identities`: the area's figure, the permission creep index, then the identities, their access
 * keys and their Azure role assignments as three tabs (`?tab=keys`, `?tab=assignments`), each list's view in the URL.
 */
export default function IdentitiesPage() {
  const { t } = usePluginTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const current: Tab = tab === 'keys' || tab === 'assignments' ? tab : 'identities';
  const openIdentity = useCallback((id: number) => setParams({ identity: String(id) }), [setParams]);
  return (
    <AreaPage title={t('page.title')} intro={t('page.intro')} figures={{ appIds: [2], label: t('page.figures'), empty: t('page.noFigures') }}>
      <CreepIndexChart />
      <h2>{t('list.title')}</h2>
      <Tabs label={t('tab.label')} idPrefix="identities" tabs={TABS.map((id) => ({ id, label: t(`tab.${id}`) }))} current={current}
        onSelect={(id) => setParams(id === 'identities' ? {} : { tab: id })}>
        {current === 'keys' ? <AccessKeys onOpenIdentity={openIdentity} />
          : current === 'assignments' ? <RoleAssignments onOpenIdentity={openIdentity} /> : <CloudIdentities />}
      </Tabs>
    </AreaPage>
  );
}
