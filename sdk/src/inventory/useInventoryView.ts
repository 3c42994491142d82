import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { InventoryView } from './inventoryView';

/** How a screen's whole view (the kit's part and its own, such as a tab) is read from and written to the URL. */
export interface InventoryViewCodec<V extends InventoryView> {
  parse: (params: URLSearchParams) => V;
  serialise: (view: V) => URLSearchParams;
}

/** Options of an update: `keepPage` keeps the page when a filter changes (normally it goes back to page 1). */
export interface InventoryViewUpdateOptions { keepPage?: boolean }

/** Changes part of the view in the URL. */
export type InventoryViewUpdate<V> = (change: Partial<V>, options?: InventoryViewUpdateOptions) => void;

/**
 * The view in the URL and a setter that writes it. A change of anything but the page or the open row goes back to
 * page 1 (and forgets the page's cursor, as a page given by number alone does); opening or closing a row replaces the
 * history entry, so Back leaves the screen's view, not the drawer.
 *
 * @example
 * ```tsx
 * const codec = useMemo(() => inventoryCodec(spec), []);
 * const [view, update] = useInventoryView(codec);
 * <Button onClick={() => update({ sort: 'name', dir: 'asc' })}>Sort by name</Button>
 * ```
 */
export function useInventoryView<V extends InventoryView>(codec: InventoryViewCodec<V>): [V, InventoryViewUpdate<V>] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => codec.parse(params), [codec, params]);
  const update = useCallback<InventoryViewUpdate<V>>((change, options = {}) => {
    setParams((current) => {
      const next = { ...codec.parse(current), ...change };
      const onlyRow = Object.keys(change).every((key) => key === 'selected' || key === 'page' || key === 'cursor');
      if (!options.keepPage && !onlyRow && !('page' in change)) next.page = 1;
      // A cursor leads to one page of one view: a page by number or another view forgets it.
      if (!('cursor' in change) && ('page' in change || (!options.keepPage && !onlyRow))) next.cursor = null;
      return codec.serialise(next);
    }, { replace: Object.keys(change).length === 1 && 'selected' in change });
  }, [codec, setParams]);
  return [view, update];
}
