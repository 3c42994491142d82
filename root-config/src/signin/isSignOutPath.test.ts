import { describe, expect, it } from 'vitest';
import { isSignOutPath } from './isSignOutPath';

describe('isSignOutPath', () => {
  it('is true for /logout/{origin} only', () => {
    expect(isSignOutPath('/logout/console')).toBe(true);
    expect(isSignOutPath('/logout/console/')).toBe(true);
    expect(isSignOutPath('/logout')).toBe(false);
    expect(isSignOutPath('/logout/a/b')).toBe(false);
    expect(isSignOutPath('/admin/logout/x')).toBe(false);
  });

  it('is false for an oauth-redirect window under /logout', () => {
    expect(isSignOutPath('/logout/oauth-redirect')).toBe(false);
  });
});
