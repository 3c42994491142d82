import { type InventoryView, type InventoryViewSpec, parseInventoryView, serialiseInventoryView } from './inventoryView';
import type { InventoryViewCodec } from './useInventoryView';

/** The codec of a screen whose whole view is the kit's (no tab or other state of its own). */
export function inventoryCodec<L extends string, T extends string, S extends string>(
  spec: InventoryViewSpec<L, T, S>,
): InventoryViewCodec<InventoryView<L, T, S>> {
  return { parse: (params) => parseInventoryView(spec, params), serialise: (view) => serialiseInventoryView(spec, view) };
}
