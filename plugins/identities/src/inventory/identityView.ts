import { defineInventoryView, inventoryCodec, type InventoryView } from '@palisade/sdk/inventory';

/** List filters; each is a URL parameter and a server query parameter of the same name. */
export const IDENTITY_LISTS = ['cloud', 'type', 'account', 'risk', 'mfa', 'flag'] as const;
/** Typed filters: search, an attached policy's id, and numeric thresholds (days, percent, score). */
export const IDENTITY_TEXTS = ['q', 'policy', 'minScore', 'keyAgeOver', 'inactiveOver', 'unusedAtLeast'] as const;
export const IDENTITY_SORTS = ['riskScore', 'name', 'account', 'lastActivity', 'keyAge', 'unused', 'granted'] as const;
export const IDENTITY_COLUMNS = ['name', 'type', 'cloud', 'account', 'mfa', 'lastActivity', 'keyAge', 'granted', 'unused', 'riskScore', 'flags'] as const;
export const RISK_FLAGS = ['admin', 'privilegeEscalation', 'noMfa', 'oldKeys', 'externalTrust', 'crossAccountTrust', 'inactive'] as const;

export type IdentityList = (typeof IDENTITY_LISTS)[number];
export type IdentityText = (typeof IDENTITY_TEXTS)[number];
export type IdentitySort = (typeof IDENTITY_SORTS)[number];
export type IdentityView = InventoryView<IdentityList, IdentityText, IdentitySort>;

export const IDENTITY_VIEW_SPEC = defineInventoryView({
  lists: IDENTITY_LISTS, texts: IDENTITY_TEXTS, sorts: IDENTITY_SORTS, defaultSort: 'riskScore', defaultDir: 'desc', columns: IDENTITY_COLUMNS,
  defaultHidden: ['cloud', 'granted'], fixedColumns: ['name'], selectedParam: 'identity',
});

/** The inventory's whole view in the URL. */
export const IDENTITY_VIEW_CODEC = inventoryCodec(IDENTITY_VIEW_SPEC);

/** The server's filters and sort for a view (lists repeated, so a value with a comma stays whole). */
export function identityQuery(view: IdentityView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of IDENTITY_LISTS) for (const value of view.lists[key] ?? []) params.append(key, value);
  for (const key of IDENTITY_TEXTS) if (view.texts[key]) params.set(key, view.texts[key]!);
  params.set('sort', view.sort);
  params.set('dir', view.dir);
  return params;
}
