import type { InventoryView, InventoryViewSpec } from './inventoryView';

/**
 * The server's query for a view: each list filter repeated per value (so a value with a comma stays whole), each text
 * filter that is not empty, then `sort` and `dir`. Paging and columns are left to the caller.
 *
 * @example
 * ```ts
 * inventoryQuery(spec, { ...view, lists: { severity: ['Critical', 'High'] }, texts: { q: 'bucket' } }).toString();
 * // 'severity=Critical&severity=High&q=bucket&sort=lastSeen&dir=desc'
 * ```
 */
export function inventoryQuery<L extends string, T extends string, S extends string>(
  spec: Pick<InventoryViewSpec<L, T, S>, 'lists' | 'texts'>, view: Pick<InventoryView<L, T, S>, 'lists' | 'texts' | 'sort' | 'dir'>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of spec.lists) for (const value of view.lists[key] ?? []) params.append(key, value);
  for (const key of spec.texts) if (view.texts[key]) params.set(key, view.texts[key]!);
  params.set('sort', view.sort);
  params.set('dir', view.dir);
  return params;
}
