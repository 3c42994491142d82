import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Loading, ServerError, navigateTo, useHttp, usePluginTranslation } from '@palisade/sdk';
import { HeatmapChart } from '@palisade/sdk/charts';
import { fetchMatrix, type MatrixView } from './complianceApi';

/** The matrix of scores per account for the slice: a framework's sections, or every framework. */
export function useMatrix(framework: string | null, slice: string, enabled = true) {
  const http = useHttp();
  return useQuery({ queryKey: ['compliance', 'matrix', framework, slice], queryFn: ({ signal }) => fetchMatrix(http, framework, slice, signal), enabled });
}

/**
 * Scores by row (framework or section) and cloud account as a heatmap; a cell opens the framework narrowed to
 * that account (`cellHref`).
 */
export function ScoreHeatmap({ title, matrix, cellHref }: { title: string; matrix: MatrixView; cellHref: (rowId: string, accountId: string) => string }) {
  const { t } = usePluginTranslation();
  if (matrix.accounts.length === 0) return <p>{t('heatmap.noAccounts')}</p>;
  return (
    <div className="compliance__heatmap">
      <HeatmapChart title={title} unit="%" rows={matrix.rows.map((r) => ({ key: r.id, label: r.label }))}
        columns={matrix.accounts.map((a) => ({ key: String(a.id), label: a.name }))}
        values={matrix.rows.map((r) => r.cells.map((c) => c.score))} onCellActivate={(row, column) => navigateTo(cellHref(row, column))} />
    </div>
  );
}

/** The matrix query's loading and failure states, or its content. */
export function MatrixState({ query, children }: { query: ReturnType<typeof useMatrix>; children: (matrix: MatrixView) => ReactElement }) {
  const { t } = usePluginTranslation();
  if (query.status === 'pending') return <Loading label={t('heatmap.loading')} />;
  if (query.status === 'error') return <ServerError error={query.error} message={t('heatmap.loadFailed')} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
