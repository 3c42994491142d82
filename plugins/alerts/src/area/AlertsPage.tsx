import { CardFigures, PageTitle, useFeatureFlag, usePluginTranslation } from '@palisade/sdk';
import { useRef } from 'react';
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
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = TABS.filter(([tab]) => tab !== 'rules' || rulesOn);
  const current: Tab = rulesOn && params.get('tab') === 'rules' ? 'rules' : view.kind;
  const select = (index: number) => {
    const at = (index + shown.length) % shown.length;
    const [tab] = shown[at]!;
    // A new tab starts from its own defaults: the other tab's filters may not apply.
    if (tab === 'rules') setParams({ tab: 'rules' });
    else update({ kind: tab, lists: {}, texts: {}, columns: null, selected: null, groupBy: 'none' });
    tabs.current[at]?.focus();
  };
  const currentIndex = shown.findIndex(([tab]) => tab === current);
  return (
    <section className="area-page alerts-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      <CardFigures appIds={[0, 3]} label={t('page.figures')} empty={t('page.noFigures')} />
      <div role="tablist" aria-label={t('tab.label')} className="alerts-tabs">
        {shown.map(([tab, label], index) => (
          <button key={tab} ref={(el) => { tabs.current[index] = el; }} type="button" role="tab" id={`alerts-tab-${tab}`}
            aria-selected={current === tab} aria-controls="alerts-tabpanel" tabIndex={current === tab ? 0 : -1}
            onClick={() => current !== tab && select(index)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') select(currentIndex + 1);
              if (e.key === 'ArrowLeft') select(currentIndex - 1);
            }}>
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="alerts-tabpanel" aria-labelledby={`alerts-tab-${current}`}>
        {current === 'rules' ? <IgnoreRulesView /> : <AlertsView key={view.kind} />}
      </div>
    </section>
  );
}
