import { usePluginTranslation } from '@palisade/sdk';
import { BarChart } from '@palisade/sdk/charts';
import type { CatalogueReport } from './catalogueReports';

const number = new Intl.NumberFormat('en-US');
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A catalogue report: its period, its figures, its chart (with the chart's own table as text alternative) and its table. */
export function CatalogueReportView({ report }: { report: CatalogueReport }) {
  const { t } = usePluginTranslation();
  return (
    <div className="analytics-report" data-report={report.report}>
      <h2>{t('catalogue.periodHeading', { from: when(report.period.from), to: when(report.period.to) })}</h2>
      {report.unappliedFilters.length > 0 && (
        <p className="analytics-catalogue__note">
          {t('catalogue.unapplied', { filters: report.unappliedFilters.map((f) => t(`catalogue.filterNames.${f}`)).join(', ') })}
        </p>
      )}
      <dl className="analytics-report__figures">
        {report.figures.map((f) => (
          <div key={f.id} className="analytics-report__figure" data-figure={f.id}>
            <dt>{f.label}</dt>
            {f.value === null ? (
              <dd className="analytics-report__none">{t('report.notSubscribed')}</dd>
            ) : (
              <dd>
                {number.format(f.value)}
                {f.unit === '%' ? '%' : f.unit === 'days' ? ` ${t('catalogue.days')}` : ''}
              </dd>
            )}
          </div>
        ))}
      </dl>
      <BarChart title={report.chart.title} data={report.chart.points} unit={report.chart.unit} width={Math.max(360, report.chart.points.length * 18)} />
      <table className="analytics-report__table">
        <caption className="analytics-catalogue__caption">{t('catalogue.details', { title: report.title })}</caption>
        <thead>
          <tr>
            {report.table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{typeof cell === 'number' ? number.format(cell) : cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
