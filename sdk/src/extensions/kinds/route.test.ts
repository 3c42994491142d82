import type { codeReference, RouteSchemaOutput } from '@palisade/contracts/catalogue';
import { describe, expectTypeOf, it } from 'vitest';
import type { Manifested } from './manifested';
import { isRouteExtension, type RouteExtension } from './route';

describe('console.page/route', () => {
  it('has a schema whose output is the SDK type with code replaced by references', () => {
    expectTypeOf<RouteSchemaOutput<ReturnType<typeof codeReference>>>().toEqualTypeOf<Manifested<RouteExtension['properties']>>();
  });

  it('is told apart by its guard', () => {
    expectTypeOf(isRouteExtension).guards.toEqualTypeOf<RouteExtension>();
    expect(isRouteExtension({ type: 'console.page/route' })).toBe(true);
    expect(isRouteExtension({ type: 'console.page/standalone' })).toBe(false);
  });
});
