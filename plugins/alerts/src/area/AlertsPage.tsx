import { CardFigures, PageTitle, Tabs, useAccess, useFeatureFlag, usePluginTranslation } from '@palisade/sdk';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AlertsView } from '../alerts/AlertsView';
import { useInventoryView } from '@palisade/sdk/inventory';
import { ALERT_VIEW_CODEC } from '../alerts/alertView';
import { IgnoreRulesView } from '../ignoreRules/IgnoreRulesView';
import '../alerts/alerts.css';

type Tab = 'cloud' | 'iac' | 'rules';
const TABS = [['cloud', 'tab.cloud'], ['iac', 'tab.iac'], ['rules', 'tab.rules']] as const satisfies readonly (readonly [Tab, string])[];

/**
 * `/admin/alerts/*`: the area's figures, then Cloud and IaC alerts as two tabs, and the ignore rules as a third when
 * the `ignore_rules` flag is on; the tab and every filter live in the URL. A role with the IaC alerts dashboard
 * sub-app but not the Alerts module sees the IaC tab alone (the server serves it IaC alerts only): it lands there,
 * and a link to the Cloud tab says that tab is not for its role.
 */
export default function AlertsPage() {
  const { t } = usePluginTranslation();
  const [view, update] = useInventoryView(ALERT_VIEW_CODEC);
  const [params, setParams] = useSearchParams();
  const rulesOn = useFeatureFlag('ignore_rules', undefined, true);
  const cloudAllowed = useAccess().canSee('ALERTS');
  const asked = params.get('tab');
  // Without a tab the page opens on the first tab the role may see: Cloud, or IaC for a role with IaC alerts alone.
  const toIac = !cloudAllowed && asked === null;
  useEffect(() => {
    if (toIac) setParams((old) => new URLSearchParams([['tab', 'iac'], ...old]), { replace: true });
  }, [toIac, setParams]);
  const shown = TABS.filter(([tab]) => (tab !== 'rules' || rulesOn) && (tab !== 'cloud' || cloudAllowed));
  const current: Tab = rulesOn && asked === 'rules' ? 'rules' : view.kind;
  const intro = (
    <>
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      <CardFigures appIds={[0, 3]} label={t('page.figures')} empty={t('page.noFigures')} />
    </>
  );
  if (toIac) return <section className="area-page alerts-page" aria-labelledby="area-title">{intro}</section>;
  if (current === 'cloud' && !cloudAllowed) {
    return (
      <section className="area-page alerts-page" aria-labelledby="area-title">
        {intro}
        <div className="alerts-page__unavailable" role="status">
          <h2>{t('cloudUnavailable.title')}</h2>
          <p>{t('cloudUnavailable.message')}</p>
          <Link to="?tab=iac">{t('cloudUnavailable.toIac')}</Link>
        </div>
      </section>
    );
  }
  const select = (tab: Tab) => {
    // A new tab starts from its own defaults: the other tab's filters may not apply.
    if (tab === 'rules') setParams({ tab: 'rules' });
    else update({ kind: tab, lists: {}, texts: {}, columns: null, selected: null, groupBy: 'none' });
  };
  return (
    <section className="area-page alerts-page" aria-labelledby="area-title">
      {intro}
      <Tabs label={t('tab.label')} idPrefix="alerts" tabs={shown.map(([id, label]) => ({ id, label: t(label) }))} current={current} onSelect={select}>
        {current === 'rules' ? <IgnoreRulesView /> : <AlertsView key={view.kind} />}
      </Tabs>
    </section>
  );
}
