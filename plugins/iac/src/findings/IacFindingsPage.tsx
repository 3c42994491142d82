import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { PageTitle, useHttp, usePluginTranslation } from '@palisade/sdk';
import {
  CLEAR_INVENTORY_FILTERS, ColumnChooser, ExportCsvButton, FilterChips, hasInventoryFilters, InventoryPager, InventoryStatus, InventoryTable, pageSizesOf,
  useInventoryView, viewChips, visibleColumns,
} from '@palisade/sdk/inventory';
import { FindingDrawer } from './FindingDrawer';
import { FindingFilterBar } from './FindingFilterBar';
import { findingColumns } from './findingColumns';
import { FINDING_EXPORT_PATH, fetchScanned, findingKeys, searchFindings } from './findingsApi';
import { FINDING_VIEW_CODEC, FINDING_VIEW_SPEC, findingQuery } from './findingView';
import '../integrations/iac.css';

const NOTHING_SCANNED = { repository: [], branch: [] };

/**
 * `/admin/configuration/iac/findings`: what the uploaded scans found, for whoever works in the IaC area (Alerts is not
 * needed). Filters, sort, columns, page and the open finding live in the URL; CSV of the filtered set; a detail drawer.
 */
export default function IacFindingsPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [view, update] = useInventoryView(FINDING_VIEW_CODEC);
  const query = findingQuery(view).toString();
  const page = useQuery({ queryKey: findingKeys.list(query, view.page, view.pageSize), queryFn: ({ signal }) => searchFindings(http, view, signal),
    placeholderData: keepPreviousData });
  const scanned = useQuery({ queryKey: findingKeys.scanned(), queryFn: ({ signal }) => fetchScanned(http, signal) });
  const open = useCallback((id: string | null) => update({ selected: id }, { keepPage: true }), [update]);
  const columns = useMemo(() => findingColumns(t, open), [t, open]);
  const rows = page.status === 'success' ? page.data : undefined;
  const visible = visibleColumns(FINDING_VIEW_SPEC, view);
  const valueLabel = (key: string, value: string) => (key === 'severity' ? t(`findings.severity.${value}`) : key === 'status' ? t(`findings.status.${value}`) : value);
  return (
    <section aria-labelledby="iac-findings-title" className="iac-findings">
      <PageTitle id="iac-findings-title" title={t('findings.title')} />
      <p>{t('findings.intro')}</p>
      <FindingFilterBar view={view} scanned={scanned.data ?? NOTHING_SCANNED} onChange={(change) => update(change)} />
      <FilterChips chips={viewChips(view, { label: (key) => t(`findings.filter.${key}`), valueLabel, onChange: (change) => update(change) })}
        onClearAll={() => update(CLEAR_INVENTORY_FILTERS)} />
      <div className="iac-toolbar">
        <ColumnChooser columns={FINDING_VIEW_SPEC.columns.map((id) => ({ id, label: t(`findings.col.${id}`) }))} visible={visible} fixed={FINDING_VIEW_SPEC.fixedColumns}
          onChange={(next) => update({ columns: next }, { keepPage: true })} />
        <ExportCsvButton path={FINDING_EXPORT_PATH} query={() => query} />
      </div>
      <InventoryStatus status={page.status} error={page.error} onRetry={() => void page.refetch()} empty={rows?.total === 0}
        filtered={hasInventoryFilters(view)} onClearFilters={() => update(CLEAR_INVENTORY_FILTERS)}>
        {rows && (
          <>
            <InventoryTable label={t('findings.title')} rows={rows.items} columns={columns} getRowId={(f) => f.id} rowAttributes={(f) => ({ 'data-finding-id': f.id })}
              visibleColumns={visible} sorts={FINDING_VIEW_SPEC.sorts} sort={view.sort} dir={view.dir} onSort={(sort, dir) => update({ sort, dir })}
              openId={view.selected} busy={page.isPlaceholderData} />
            <InventoryPager page={view.page} pageSize={view.pageSize} pageSizes={pageSizesOf(FINDING_VIEW_SPEC)} total={rows.total} shown={rows.items.length}
              onPage={(next) => update({ page: next })} onPageSize={(pageSize) => update({ pageSize })} />
          </>
        )}
      </InventoryStatus>
      <FindingDrawer view={view} rowIds={page.isPlaceholderData ? undefined : rows?.items.map((f) => f.id)} pageCount={rows?.pageCount ?? 1}
        onChange={(change) => update(change, { keepPage: true })} />
    </section>
  );
}
