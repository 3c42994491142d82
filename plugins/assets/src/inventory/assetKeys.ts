/** Query keys of the assets plugin's server state. */
export const assetKeys = {
  list: (query: string, page: number, pageSize: number, cursor?: string | null) => ['assets', 'list', query, page, pageSize, cursor ?? null] as const,
  facets: (query: string) => ['assets', 'facets', query] as const,
  detail: (id: string) => ['assets', 'detail', id] as const,
  dashboard: () => ['assets', 'dashboard'] as const,
};
