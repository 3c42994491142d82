import { CardFigures, PageTitle, Tabs, useFeatureFlag, usePluginTranslation } from '@palisade/sdk';
import { useSearchParams } from 'react-router';
import { AlertsView } from '../alerts/AlertsView';
import { useInventoryView } from '@palisade/sdk/inventory';
import { ALERT_VIEW_CODEC } from '../alerts/alertView';
import { IgnoreRulesView } from '../ignoreRules/IgnoreRulesView';
import '../alerts/alerts.css';

type Tab = 'cloud' | 'iac' | 'rules';
const TABS = [['cloud', 'tab.cloud'], ['iac', 'tab.iac'], ['rules', 'tab.rules']] as const satisfies readonly (readonly [Tab, string])[];

/**
 * `/admin/alerts/*`: the area's figures, then Cloud and IaC alerts as two tabs, and the ignore rules as a third when
 * the `ignore_rules` flag is on; the tab and every filter live in the URL.
 */
export default function AlertsPage() {
  const { t } = usePluginTranslation();
  const [view, update] = useInventoryView(ALERT_VIEW_CODEC);
  const [params, setParams] = useSearchParams();
  const rulesOn = useFeatureFlag('ignore_rules', undefined, true);
  const shown = TABS.filter(([tab]) => tab !== 'rules' || rulesOn);
  const current: Tab = rulesOn && params.get('tab') === 'rules' ? 'rules' : view.kind;
  const select = (tab: Tab) => {
    // A new tab starts from its own defaults: the other tab's filters may not apply.
    if (tab === 'rules') setParams({ tab: 'rules' });
    else update({ kind: tab, lists: {}, texts: {}, columns: null, selected: null, groupBy: 'none' });
  };
  return (
    <section className="area-page alerts-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      <CardFigures appIds={[0, 3]} label={t('page.figures')} empty={t('page.noFigures')} />
      <Tabs label={t('tab.label')} idPrefix="alerts" tabs={shown.map(([id, label]) => ({ id, label: t(label) }))} current={current} onSelect={select}>
        {current === 'rules' ? <IgnoreRulesView /> : <AlertsView key={view.kind} />}
      </Tabs>
    </section>
  );
}
