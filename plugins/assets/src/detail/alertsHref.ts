/** The Alerts page filtered to the alerts of the given resources (the filter the asset detail answers). */
export function alertsHref(filter: { kind: 'cloud'; resourceId: string[] }): string {
  return `/admin/alerts?${new URLSearchParams({ resourceId: filter.resourceId.join(',') }).toString()}`;
}
