// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANDING, loginRedirect, returnAddress, storeReturnAddress, takeReturnAddress } from './loginRedirect';

describe('loginRedirect (spec section 2)', () => {
  it('sends a signed-out visitor to / with the path and query to come back to', () => {
    expect(loginRedirect({ pathname: '/admin/alerts', search: '?severity=high&x=1' })).toBe(`/?from=${encodeURIComponent('/admin/alerts?severity=high&x=1')}`);
  });
  it('does not redirect / or the sign-in page', () => {
    expect(loginRedirect({ pathname: '/login', search: '?from=%2Fadmin' })).toBeNull();
    expect(loginRedirect({ pathname: '/', search: '' })).toBeNull();
  });
});

describe('return address', () => {
  beforeEach(() => sessionStorage.clear());
  it('is stored by / and used once', () => {
    storeReturnAddress(`?from=${encodeURIComponent('/admin/alerts?severity=high')}`);
    expect(takeReturnAddress()).toBe('/admin/alerts?severity=high');
    expect(takeReturnAddress()).toBeNull();
  });
  it('ignores / and login (spec section 5)', () => {
    for (const from of ['%2F', 'login', '%2Flogin', '%2Flogin%3Ffrom%3Dx']) {
      storeReturnAddress(`?from=${from}`);
      expect(takeReturnAddress()).toBeNull();
      expect(returnAddress(`?from=${from}`)).toBe(DEFAULT_LANDING);
    }
    expect(returnAddress('')).toBe(DEFAULT_LANDING);
  });
  it('never leaves the site', () => {
    for (const from of ['https%3A%2F%2Fevil.example%2F', '%2F%2Fevil.example', '%2F%5Cevil.example']) {
      storeReturnAddress(`?from=${from}`);
      expect(takeReturnAddress()).toBeNull();
    }
  });
});
