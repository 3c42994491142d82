import type { MenuItemSchemaOutput } from '@palisade/contracts/catalogue';
import { describe, expectTypeOf, it } from 'vitest';
import type { Manifested } from './manifested';
import { isMenuItemExtension, type MenuItemExtension } from './menuItem';

describe('console.navigation/item', () => {
  it('has a schema whose output is the SDK type', () => {
    expectTypeOf<MenuItemSchemaOutput>().toEqualTypeOf<Manifested<MenuItemExtension['properties']>>();
  });

  it('is told apart by its guard', () => {
    expectTypeOf(isMenuItemExtension).guards.toEqualTypeOf<MenuItemExtension>();
    expect(isMenuItemExtension({ type: 'console.navigation/item' })).toBe(true);
    expect(isMenuItemExtension({ type: 'console.page/route' })).toBe(false);
  });
});
