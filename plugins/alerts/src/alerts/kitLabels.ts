import type { TFunction } from 'i18next';

/** The inventory kit's texts in the plugin's language: every label the kit shows on the alerts page. */
export function kitLabels(t: TFunction) {
  return {
    multiSelect: {
      any: t('filter.any'), selected: (count: number) => t('filter.selected', { count }), searchIn: (label: string) => t('filter.searchIn', { label }),
      noOptions: t('filter.noOptions'), noMatch: t('filter.noMatch'), clearOne: (label: string) => t('filter.clearOne', { label }),
    },
    chips: { label: t('chips.label'), clearAllLabel: t('chips.clearAll'), removeLabel: (c: { label: string; value: string }) => t('chips.remove', c) },
    columns: {
      button: t('columns.button'), moveUp: (column: string) => t('columns.moveUp', { column }), moveDown: (column: string) => t('columns.moveDown', { column }),
      reset: t('columns.reset'), fixed: t('columns.fixed'),
    },
    table: {
      selectPage: t('table.selectPage'), selectRow: (id: string) => t('table.selectRow', { id }), selected: (count: number) => t('action.selected', { count }),
    },
    pager: {
      label: t('pager.label'), previous: t('pager.previous'), next: t('pager.next'), size: t('pager.size'),
      summary: (from: number, to: number, total: number) => t('table.summary', { from, to, total: total.toLocaleString() }),
      pastEnd: (page: number, pageCount: number) => t('state.pastEnd', { page, pageCount }),
      page: (page: number, pageCount: number) => t('pager.page', { page, pageCount }),
    },
    status: {
      loading: t('state.loading'), error: t('state.error'), retry: t('state.retry'), empty: t('state.empty'), none: t('state.none'), clearFilters: t('filter.clear'),
    },
    drawer: { previous: t('detail.previous'), next: t('detail.next'), close: t('detail.close') },
    export: { button: t('export.csv'), busy: t('export.busy'), failed: (message: string) => t('export.failed', { message }) },
    views: {
      group: t('views.group'), label: t('views.label'), none: t('views.none'), loading: t('views.loading'), defaultName: (name: string) => t('views.defaultName', { name }),
      saveAs: t('views.saveAs'), name: t('views.name'), save: t('views.save'), cancel: t('views.cancel'), update: t('views.update'),
      renameStart: t('views.renameStart'), rename: t('views.rename'), setDefault: t('views.setDefault'), unsetDefault: t('views.unsetDefault'),
      delete: t('views.delete'), confirmDelete: (name: string) => t('views.confirmDelete', { name }), confirmDeleteText: t('views.confirmDeleteText'),
      retry: t('state.retry'), saved: (name: string) => t('views.saved', { name }), updated: (name: string) => t('views.updated', { name }),
      renamed: (name: string) => t('views.renamed', { name }), defaulted: (name: string) => t('views.defaulted', { name }),
      undefaulted: (name: string) => t('views.undefaulted', { name }), deleted: (name: string) => t('views.deleted', { name }),
      loadFailed: (message: string) => t('views.loadFailed', { message }), failed: (message: string) => t('views.failed', { message }),
    },
  };
}
