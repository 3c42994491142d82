import { describe, expect, it } from 'vitest';
import { checkEmail } from './validators';

describe('checkEmail (spec section 5)', () => {
  it('trims, then accepts a standard address', () => {
    expect(checkEmail('  admin@acme.test \n')).toEqual({ ok: true, email: 'admin@acme.test' });
    expect(checkEmail('first.last+tag@sub.example.co')).toEqual({ ok: true, email: 'first.last+tag@sub.example.co' });
  });
  it.each(['', '   ', 'admin', 'admin@', '@acme.test', 'admin@acme', 'a b@acme.test', 'admin@@acme.test', 'admin@acme..test'])(
    'says "Email Id is Invalid" for %j',
    (value) => {
      expect(checkEmail(value)).toEqual({ ok: false, message: 'Email Id is Invalid' });
    },
  );
});
