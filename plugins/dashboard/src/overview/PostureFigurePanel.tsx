import { formatChartNumber, TrendDelta } from '@palisade/sdk/charts';
import { handleLinkClick, usePluginTranslation, type TimeRangeId } from '@palisade/sdk';
import { usePostureFigures } from './usePostureFigures';

// A rising compliance score is good news; every other figure counts problems.
const HIGHER_IS_BETTER = new Set(['%']);

/**
 * The posture figures that matter most, as the server lists them for the
 * caller (a figure the server does not answer, or the role may not read, is
 * simply absent): value, change since the previous period, and a link to the
 * area that lists them.
 */
export function PostureFigurePanel({ range, reloadKey }: { range: TimeRangeId; reloadKey: unknown }) {
  const { t } = usePluginTranslation();
  const figures = usePostureFigures(range, reloadKey);
  return (
    <section className="dash-figures" aria-labelledby="dash-figures-title">
      <h2 id="dash-figures-title" className="dash-section-title">{t('figures.title')}</h2>
      {figures.status === 'pending' ? (
        <p className="dash-muted">{t('card.loading')}</p>
      ) : figures.status === 'error' ? (
        <p className="dash-muted">{t('figures.failed')}</p>
      ) : figures.data.length === 0 ? (
        <p className="dash-muted">{t('figures.none')}</p>
      ) : (
        <dl className="dash-figures__list">
          {figures.data.map((f) => (
            <div key={f.key} className="dash-figure" data-figure={f.key}>
              <dt>
                <a href={f.href} onClick={(e) => handleLinkClick(e, f.href)}>
                  {f.label}
                </a>
                {f.dimension && f.key.endsWith('lowest') ? <span className="dash-muted"> ({f.dimension})</span> : null}
              </dt>
              <dd>
                <span className="dash-figure__value">{f.value === null ? '--' : formatChartNumber(f.value, f.unit)}</span>
                <TrendDelta change={f.change} unit={f.unit} better={f.unit && HIGHER_IS_BETTER.has(f.unit) ? 'higher' : 'lower'} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
