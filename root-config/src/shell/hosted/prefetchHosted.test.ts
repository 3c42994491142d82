import { describe, expect, it, vi } from 'vitest';
import type { Extension, RouteExtension } from '@palisade/sdk';
import { createConsoleRuntime } from '@palisade/sdk/host';
import { prefetchHosted } from './prefetchHosted';

const page = async () => ({ default: () => null });
const dashboard = (more: Partial<RouteExtension['properties']> = {}): RouteExtension => ({
  type: 'console.page/route',
  properties: { path: '/admin/board', module: 'DASHBOARD', hosts: 'console.dashboard/card', component: page, ...more },
});
const card = (appId: number, module: string, loadCount: () => Promise<{ value: number }>): Extension => ({
  type: 'console.dashboard/card',
  properties: { appId, titleKey: 'card.title', module, href: '/admin/x', loadCount },
});

function runtimeWith(granted: string[], extensions: Extension[]) {
  const runtime = createConsoleRuntime({ apiPrefix: 'https://console.example/bff/api' });
  runtime.setExtensions(extensions.map((extension, i) => ({ pluginId: `p${i}`, extension })));
  runtime.setAccess({ modules: [{ id: 'DASHBOARD', submodules: granted.map((id) => ({ id })) }], actions: [], group: null });
  return runtime;
}

describe('prefetchHosted', () => {
  it("loads the figure of every card the user may see, once, before the page's code asks", async () => {
    const threats = vi.fn(async () => ({ value: 7 }));
    const assets = vi.fn(async () => ({ value: 9 }));
    const hidden = vi.fn(async () => ({ value: 1 }));
    const runtime = runtimeWith(['CLOUD_ALERTS', 'CLOUD_ASSETS'], [card(0, 'CLOUD_ALERTS', threats), card(1, 'CLOUD_ASSETS', assets), card(2, 'IAC_ALERTS', hidden)]);

    prefetchHosted(runtime, dashboard());

    expect(threats).toHaveBeenCalledTimes(1);
    expect(assets).toHaveBeenCalledTimes(1);
    expect(hidden).not.toHaveBeenCalled();
  });

  it('loads nothing for a route that hosts nothing, or that the user may not open', () => {
    const threats = vi.fn(async () => ({ value: 7 }));
    const runtime = runtimeWith(['CLOUD_ALERTS'], [card(0, 'CLOUD_ALERTS', threats)]);

    prefetchHosted(runtime, dashboard({ hosts: undefined }));
    prefetchHosted(runtime, dashboard({ module: 'ANALYTICS' }));

    expect(threats).not.toHaveBeenCalled();
  });
});
