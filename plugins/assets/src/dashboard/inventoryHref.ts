/** The inventory tab with the given view parameters (filters, sort, the asset open in the drawer). */
export const inventoryHref = (params: Record<string, string>): string => `?${new URLSearchParams(params).toString()}`;
