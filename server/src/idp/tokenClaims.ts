/** Custom claims carried by Palisade access tokens (namespaced like hosted providers require). */
export const CLAIM = {
  tenantId: 'https://palisade.dev/tenant_id',
  orgId: 'https://palisade.dev/org_id',
  groupId: 'https://palisade.dev/group_id',
  breakglass: 'https://palisade.dev/breakglass',
  tenantName: 'https://palisade.dev/tenant_name',
  orgName: 'https://palisade.dev/org_name',
} as const;

/** The verified identity of an API caller. */
export interface Principal {
  userId: string;
  email: string;
  name: string;
  tenantId: string;
  tenantName: string;
  orgId: string;
  orgName: string;
  groupId: string;
  breakglass: boolean;
  /** Set when the call was authenticated by an API key: its access is the key's role, not the user's group. */
  apiKey?: { id: string; roleId: string };
}

export function principalFromClaims(claims: Record<string, unknown>): Principal | undefined {
  const str = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : undefined);
  const userId = str('sub');
  const tenantId = str(CLAIM.tenantId);
  const orgId = str(CLAIM.orgId);
  if (!userId || !tenantId || !orgId) return undefined;
  return {
    userId, tenantId, orgId,
    email: str('email') ?? '',
    name: str('name') ?? '',
    tenantName: str(CLAIM.tenantName) ?? '',
    orgName: str(CLAIM.orgName) ?? '',
    groupId: str(CLAIM.groupId) ?? '',
    breakglass: claims[CLAIM.breakglass] === true,
  };
}
