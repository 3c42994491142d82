import type { codeReference, DashboardCardSchemaOutput } from '@palisade/contracts/catalogue';
import { describe, expectTypeOf, it } from 'vitest';
import { isDashboardCardExtension, type DashboardCardExtension } from './dashboardCard';
import type { Manifested } from './manifested';

describe('console.dashboard/card', () => {
  it('has a schema whose output is the SDK type with code replaced by references', () => {
    expectTypeOf<DashboardCardSchemaOutput<ReturnType<typeof codeReference>>>().toEqualTypeOf<Manifested<DashboardCardExtension['properties']>>();
  });

  it('is told apart by its guard', () => {
    expectTypeOf(isDashboardCardExtension).guards.toEqualTypeOf<DashboardCardExtension>();
    expect(isDashboardCardExtension({ type: 'console.dashboard/card' })).toBe(true);
    expect(isDashboardCardExtension({ type: 'console.navigation/item' })).toBe(false);
  });
});
