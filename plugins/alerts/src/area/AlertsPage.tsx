import { CardFigures, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { useRef } from 'react';
import { AlertsView } from '../alerts/AlertsView';
import { useAlertView } from '../alerts/useAlertView';
import '../alerts/alerts.css';

const TABS = [['cloud', 'tab.cloud'], ['iac', 'tab.iac']] as const;

/** `/admin/alerts/*`: the area's figures, then Cloud and IaC alerts as two tabs; the tab and every filter live in the URL. */
export default function AlertsPage() {
  const { t } = usePluginTranslation();
  const [view, update] = useAlertView();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const [kind] = TABS[(index + TABS.length) % TABS.length]!;
    // A new tab starts from its own defaults: the other tab's filters may not apply.
    update({ kind, lists: {}, texts: {}, selected: null, groupBy: 'none' });
    tabs.current[(index + TABS.length) % TABS.length]?.focus();
  };
  const current = TABS.findIndex(([kind]) => kind === view.kind);
  return (
    <section className="area-page alerts-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      <CardFigures appIds={[0, 3]} label={t('page.figures')} empty={t('page.noFigures')} />
      <div role="tablist" aria-label={t('tab.label')} className="alerts-tabs">
        {TABS.map(([kind, label], index) => (
          <button key={kind} ref={(el) => { tabs.current[index] = el; }} type="button" role="tab" id={`alerts-tab-${kind}`}
            aria-selected={view.kind === kind} aria-controls="alerts-tabpanel" tabIndex={view.kind === kind ? 0 : -1}
            onClick={() => view.kind !== kind && select(index)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') select(current + 1);
              if (e.key === 'ArrowLeft') select(current - 1);
            }}>
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="alerts-tabpanel" aria-labelledby={`alerts-tab-${view.kind}`}>
        <AlertsView key={view.kind} />
      </div>
    </section>
  );
}
