/** Query keys of the assets plugin's server state. */
export const assetKeys = {
  list: (query: string, page: number, pageSize: number) => ['assets', 'list', query, page, pageSize] as const,
  facets: (query: string) => ['assets', 'facets', query] as const,
  detail: (id: string) => ['assets', 'detail', id] as const,
  dashboard: () => ['assets', 'dashboard'] as const,
};
