/**
 * The administration plugin's query keys, one family per resource, so a
 * change invalidates exactly the lists and details it touched (a key's
 * prefix covers everything under it).
 */
export const adminKeys = {
  tenantDetails: () => ['administration', 'tenantDetails'] as const,
  auditFacets: () => ['administration', 'auditLogs', 'facets'] as const,
  auditPage: (filters: string) => ['administration', 'auditLogs', 'page', filters] as const,
  auditEntry: (id: string) => ['administration', 'auditLogs', 'entry', id] as const,
  cloudAccounts: (filters: string) => ['administration', 'cloudAccounts', filters] as const,
  users: () => ['administration', 'users'] as const,
  userList: (q: string, status: string) => ['administration', 'users', 'list', { q, status }] as const,
  user: (id: string) => ['administration', 'users', 'detail', id] as const,
  groups: () => ['administration', 'groups'] as const,
  roles: () => ['administration', 'roles'] as const,
  roleList: () => ['administration', 'roles', 'list'] as const,
  role: (id: string) => ['administration', 'roles', 'detail', id] as const,
  roleCatalog: () => ['administration', 'roles', 'catalog'] as const,
  /** The roles a group may be given (each says whether the signed-in user may grant it). */
  groupRoleOptions: () => ['administration', 'roles', 'groupOptions'] as const,
  /** The roles an API key may be given. */
  keyRoleOptions: () => ['administration', 'roles', 'keyOptions'] as const,
  apiKeys: () => ['administration', 'apiKeys'] as const,
  integrations: () => ['administration', 'integrations'] as const,
  businessUnits: () => ['administration', 'businessUnits'] as const,
  trustedIps: () => ['administration', 'trustedIps'] as const,
  sso: () => ['administration', 'sso'] as const,
};
