import type { GrantedModule } from '../access/AccessState';
import type { ModuleId } from '../access/moduleIds';

/** What {@link createTestAccess} grants. Nothing unless named. @beta */
export interface TestAccessInput {
  /** Areas (a page's or menu item's `module`). */
  readonly modules?: readonly ModuleId[];
  /** Dashboard cards, by the card's `module` (granted as DASHBOARD sub-apps, as a role does). */
  readonly cards?: readonly ModuleId[];
  /** Action permissions (`useAccess().can`). */
  readonly actions?: readonly string[];
}

/**
 * A role's grants for `renderRoute` / `renderWithConsole`, which otherwise
 * grant everything. Spread it into the options.
 *
 * @example
 * ```ts
 * await renderRoute(plugin, '/admin/acme-inventory', { ...createTestAccess({ modules: ['CLOUD_ASSETS'], actions: [] }) });
 * ```
 *
 * @beta
 */
export function createTestAccess(input: TestAccessInput = {}): { modules: (string | GrantedModule)[]; actions: string[] } {
  const cards = input.cards ?? [];
  return {
    modules: [...(input.modules ?? []), ...(cards.length > 0 ? [{ id: 'DASHBOARD', submodules: cards.map((id) => ({ id })) }] : [])],
    actions: [...(input.actions ?? [])],
  };
}
