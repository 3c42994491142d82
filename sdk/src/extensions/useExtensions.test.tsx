// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleTestProviders, createTestRuntime } from '../testing/renderWithConsole';
import type { ContributedExtension } from './ContributedExtension';
import { useExtensions } from './useExtensions';

afterEach(cleanup);

const card = (pluginId: string, appId: number, module: string, flag?: string): ContributedExtension => ({
  pluginId,
  extension: {
    type: 'console.dashboard/card',
    properties: { appId, titleKey: 'card.title', module, flag, href: '/admin/x', loadCount: async () => ({ value: appId }) },
  },
});
const item: ContributedExtension = {
  pluginId: 'alerts',
  extension: { type: 'console.navigation/item', properties: { id: 'alerts', labelKey: 'menu', section: 'main', order: 200, href: '/admin/alerts' } },
};

function setup(modules: Parameters<typeof createTestRuntime>[0] extends infer O ? (O extends { modules?: infer M } ? M : never) : never) {
  const runtime = createTestRuntime({ modules, flags: [{ key: 'beta', value: false }] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConsoleTestProviders runtime={runtime} plugin={{ id: 'dashboard', version: '1.0.0' }} path="/">
      {children}
    </ConsoleTestProviders>
  );
  return { runtime, ...renderHook(() => useExtensions('console.dashboard/card'), { wrapper }) };
}

describe('useExtensions', () => {
  it('gives the visible extensions of the asked type from every plugin', () => {
    const { runtime, result } = setup([{ id: 'DASHBOARD', submodules: [{ id: 'IAC_ALERTS' }, { id: 'COMPLIANCE' }] }]);
    act(() =>
      runtime.setExtensions([item, card('threats', 0, 'CLOUD_ALERTS'), card('iac', 3, 'IAC_ALERTS'), card('compliance', 4, 'COMPLIANCE', 'beta')]),
    );
    // threats: sub-app not granted; compliance: flag off; the menu item: another type.
    expect(result.current.map((c) => c.pluginId)).toEqual(['iac']);
  });

  it('follows plugins that load later and a role that changes', () => {
    const { runtime, result } = setup([{ id: 'DASHBOARD', submodules: [{ id: 'CLOUD_ALERTS' }] }]);
    expect(result.current).toEqual([]);
    act(() => runtime.setExtensions([card('threats', 0, 'CLOUD_ALERTS')]));
    expect(result.current).toHaveLength(1);
    act(() => runtime.setAccess({ modules: ['ALERTS'] }));
    expect(result.current).toHaveLength(0);
    act(() => runtime.setAccess({ status: 'loading' }));
    expect(result.current).toEqual([]);
  });

  it("drops the card of a subscription the organisation has not bought, once the tenant's subscriptions are known", () => {
    const { runtime, result } = setup([{ id: 'DASHBOARD', submodules: [{ id: 'IAC_ALERTS' }, { id: 'VULNERABILITY_MANAGEMENT' }] }]);
    const vulnerability: ContributedExtension = {
      pluginId: 'vulnerability',
      extension: {
        type: 'console.dashboard/card',
        properties: { appId: 5, titleKey: 'card.title', module: 'VULNERABILITY_MANAGEMENT', subscription: 'VULNERABILITY', href: '/admin/x', loadCount: async () => ({ value: 5 }) },
      },
    };
    act(() => runtime.setExtensions([card('iac', 3, 'IAC_ALERTS'), vulnerability]));
    expect(result.current.map((c) => c.pluginId)).toEqual(['iac', 'vulnerability']);
    act(() => runtime.setSubscriptions(['CSPM', 'IAC']));
    expect(result.current.map((c) => c.pluginId)).toEqual(['iac']);
    act(() => runtime.setSubscriptions(['IAC', 'VULNERABILITY']));
    expect(result.current.map((c) => c.pluginId)).toEqual(['iac', 'vulnerability']);
  });
});
