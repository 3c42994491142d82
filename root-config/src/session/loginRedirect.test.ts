import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING, loginRedirect, returnAddress } from './loginRedirect';

describe('loginRedirect', () => {
  it('sends a signed-out visitor to the sign-in page with the path and query to come back to', () => {
    expect(loginRedirect({ pathname: '/admin/alerts', search: '?severity=high&x=1' })).toBe(
      `/login?from=${encodeURIComponent('/admin/alerts?severity=high&x=1')}`,
    );
  });
  it('does not loop on the sign-in page, and keeps no return address for /', () => {
    expect(loginRedirect({ pathname: '/login', search: '?from=%2Fadmin' })).toBeNull();
    expect(loginRedirect({ pathname: '/', search: '' })).toBe('/login');
  });
});

describe('returnAddress', () => {
  it('returns to the saved path', () => {
    expect(returnAddress(`?from=${encodeURIComponent('/admin/alerts?severity=high')}`)).toBe('/admin/alerts?severity=high');
  });
  it('ignores / and login (spec section 5) and lands on the dashboard', () => {
    expect(returnAddress('?from=%2F')).toBe(DEFAULT_LANDING);
    expect(returnAddress('?from=login')).toBe(DEFAULT_LANDING);
    expect(returnAddress('?from=%2Flogin%3Ffrom%3Dx')).toBe(DEFAULT_LANDING);
    expect(returnAddress('')).toBe(DEFAULT_LANDING);
  });
  it('never leaves the site', () => {
    expect(returnAddress('?from=https%3A%2F%2Fevil.example%2F')).toBe(DEFAULT_LANDING);
    expect(returnAddress('?from=%2F%2Fevil.example')).toBe(DEFAULT_LANDING);
    expect(returnAddress('?from=%2F%5Cevil.example')).toBe(DEFAULT_LANDING);
  });
});
