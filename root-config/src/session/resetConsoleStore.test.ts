// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createConsoleRuntime } from '@palisade/sdk/host';
import { exposeFeatureFlags } from './exposeFeatureFlags';
import { resetConsoleStore } from './resetConsoleStore';

function signedInRuntime() {
  const runtime = createConsoleRuntime();
  runtime.setSession({
    authenticated: true,
    csrfToken: 'csrf',
    user: { id: 'u', email: 'a@acme.test', name: 'Ada' },
    tenant: { id: 't', name: 'Acme' },
    org: { id: 'o', name: 'Acme' },
    expiresAt: '2030-01-01T00:00:00Z',
  });
  runtime.setAccess({ modules: ['ALERTS'] });
  runtime.setFeatureFlags([{ key: 'analytics', value: true }]);
  runtime.setUnreadCount(4);
  runtime.store.set(runtime.atoms.unreadCountLoading, true);
  runtime.setSubscriptions(['CSPM', 'ANALYTICS']);
  runtime.notify({ message: 'Saved', error: true });
  runtime.queryClient.setQueryData(['alerts', 'list'], { items: ['ZS-CLOUD-115001'] });
  return runtime;
}

describe('the reset-store action (spec section 4)', () => {
  it('puts every piece of shared state back to its start', () => {
    const runtime = signedInRuntime();
    resetConsoleStore(runtime);
    expect(runtime.getSession().status).toBe('signed-out');
    expect(runtime.store.get(runtime.atoms.csrfToken)).toBeNull();
    expect(runtime.store.get(runtime.atoms.access)).toEqual({ status: 'loading' });
    expect(runtime.store.get(runtime.atoms.flags)).toEqual({});
    expect(runtime.store.get(runtime.atoms.unreadCount)).toBeNull();
    expect(runtime.store.get(runtime.atoms.unreadCountLoading)).toBe(false);
    expect(runtime.store.get(runtime.atoms.subscriptions)).toBeNull();
    expect(runtime.getToasts()).toEqual([]);
    expect(runtime.queryClient.getQueryData(['alerts', 'list'])).toBeUndefined();
  });
});

describe('window.palisade.featureFlags', () => {
  it('exposes the grouped flags, read-only and current', () => {
    const runtime = signedInRuntime();
    const win = {} as Window;
    exposeFeatureFlags(runtime, win);
    const palisade = (win as unknown as { palisade: { featureFlags: Record<string, Record<string, boolean>> } }).palisade;
    expect(palisade.featureFlags).toEqual({ analytics: { default: true } });
    expect(Object.isFrozen(palisade.featureFlags) && Object.isFrozen(palisade.featureFlags.analytics)).toBe(true);
    expect(() => {
      (palisade as { featureFlags: unknown }).featureFlags = {};
    }).toThrow();
    runtime.setFeatureFlags([{ key: 'analytics', value: false, feature: 'reports' }]);
    expect(palisade.featureFlags).toEqual({ analytics: { reports: false } });
  });
});
