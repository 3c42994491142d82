import { defineInventoryView, inventoryCodec, type InventoryView, type InventoryViewSpec } from '@palisade/sdk/inventory';

/** The list's view in the URL, with the page's `tab` kept so a filter or sort change stays on the list's tab. */
const onTab = <L extends string, T extends string, S extends string>(spec: InventoryViewSpec<L, T, S>, tab: string) => {
  const codec = inventoryCodec(spec);
  return { ...codec, serialise: (view: InventoryView<L, T, S>) => {
    const params = codec.serialise(view);
    params.set('tab', tab);
    return params;
  } };
};

/** The access key list's view in the URL: menus, search, sort (a column id is the server's sort key where it sorts). */
export const ACCESS_KEY_VIEW_SPEC = defineInventoryView({
  lists: ['flag', 'status', 'cloud'], texts: ['q'], sorts: ['createdAt', 'lastUsed', 'principal'], defaultSort: 'createdAt', defaultDir: 'asc',
  columns: ['principal', 'keyId', 'cloud', 'account', 'status', 'createdAt', 'lastUsed', 'flags'], fixedColumns: ['principal'],
});
export const ACCESS_KEY_VIEW_CODEC = onTab(ACCESS_KEY_VIEW_SPEC, 'keys');

/** The role assignment list's view in the URL. */
export const ROLE_ASSIGNMENT_VIEW_SPEC = defineInventoryView({
  lists: ['role', 'scopeLevel', 'principalType'], texts: ['q'], sorts: ['principal', 'role', 'scope'], defaultSort: 'principal', defaultDir: 'asc',
  columns: ['principal', 'principalType', 'role', 'scope', 'scopeLevel', 'account'], fixedColumns: ['principal'],
});
export const ROLE_ASSIGNMENT_VIEW_CODEC = onTab(ROLE_ASSIGNMENT_VIEW_SPEC, 'assignments');

/** The server's filters, sort and page for a view (lists repeated, so a value with a comma stays whole). */
export function credentialQuery(view: InventoryView): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(view.lists)) for (const value of values ?? []) params.append(key, value);
  for (const [key, value] of Object.entries(view.texts)) if (value) params.set(key, value);
  params.set('sort', view.sort);
  params.set('dir', view.dir);
  params.set('page', String(view.page));
  params.set('pageSize', String(view.pageSize));
  return params;
}
