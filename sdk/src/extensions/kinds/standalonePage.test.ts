import type { codeReference, StandalonePageSchemaOutput } from '@palisade/contracts/catalogue';
import { describe, expectTypeOf, it } from 'vitest';
import type { Manifested } from './manifested';
import { isStandalonePageExtension, type StandalonePageExtension } from './standalonePage';

describe('console.page/standalone', () => {
  it('has a schema whose output is the SDK type with code replaced by references', () => {
    expectTypeOf<StandalonePageSchemaOutput<ReturnType<typeof codeReference>>>().toEqualTypeOf<Manifested<StandalonePageExtension['properties']>>();
  });

  it('is told apart by its guard', () => {
    expectTypeOf(isStandalonePageExtension).guards.toEqualTypeOf<StandalonePageExtension>();
    expect(isStandalonePageExtension({ type: 'console.page/standalone' })).toBe(true);
    expect(isStandalonePageExtension({ type: 'console.page/route' })).toBe(false);
  });
});
