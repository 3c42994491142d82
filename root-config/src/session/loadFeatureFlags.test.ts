import { describe, expect, it, vi } from 'vitest';
import { createConsoleRuntime } from '@palisade/sdk/host';
import { flagRequest, flagsFromPage, loadFeatureFlags } from './loadFeatureFlags';

const plugins = [
  { pluginId: 'system-notifications', flags: [{ key: 'system_notifications', default: true }] },
  { pluginId: 'analytics', flags: [{ key: 'analytics', default: false, feature: 'reports' }] },
];

function http(respond: (body: unknown) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => respond(await (input as Request).json()));
  return { http: createConsoleRuntime({ apiPrefix: 'http://localhost/bff/api', fetch: fetch as unknown as typeof globalThis.fetch }).http, fetch };
}

describe('feature flags', () => {
  it('asks for every declared flag with the plugin as component and the tenant name (spec section 3)', () => {
    expect(flagRequest(plugins, 'acme')).toEqual({
      flags: [
        { flag_key: 'system_notifications', default_val: true, filterProps: { component: 'system-notifications', feature: 'default', tenant_name: 'acme', cloud_type: '' } },
        { flag_key: 'analytics', default_val: false, filterProps: { component: 'analytics', feature: 'reports', tenant_name: 'acme', cloud_type: '' } },
      ],
    });
  });

  it('reads the service’s answers by key and feature; unanswered flags keep their default', async () => {
    const { http: client } = http(() => Response.json([{ flag_key: 'analytics', result: true, filter_props: { feature: 'reports' } }]));
    const entries = await loadFeatureFlags(client, plugins, 'acme');
    expect(entries).toEqual(
      expect.arrayContaining([
        { key: 'system_notifications', value: true, feature: 'default' },
        { key: 'analytics', value: true, feature: 'reports' },
      ]),
    );
    expect(entries.at(-1)).toEqual({ key: 'analytics', value: true, feature: 'reports' });
  });

  it('falls back to the declared defaults when the service fails (spec section 4)', async () => {
    const { http: client } = http(() => Response.json({ error: { code: 'DOWN', message: 'down' } }, { status: 503 }));
    expect(await loadFeatureFlags(client, plugins, 'acme')).toEqual([
      { key: 'system_notifications', value: true, feature: 'default' },
      { key: 'analytics', value: false, feature: 'reports' },
    ]);
  });

  it('asks nothing when no plugin declares a flag', async () => {
    const { http: client, fetch } = http(() => Response.json([]));
    expect(await loadFeatureFlags(client, [{ pluginId: 'profile', flags: [] }], 'acme')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("takes the page's flags only when they answer the very request this console would send", () => {
    const request = {
      flags: [
        { flag_key: 'system_notifications', default_val: true, filterProps: { component: 'system-notifications', feature: 'default', tenant_name: 'acme', cloud_type: '' } },
        { flag_key: 'analytics', default_val: false, filterProps: { component: 'analytics', feature: 'reports', tenant_name: 'acme', cloud_type: '' } },
      ],
    };
    const answer = { status: 200, body: [{ flag_key: 'analytics', result: true, filter_props: { feature: 'reports' } }] };
    expect(flagsFromPage(plugins, 'acme', { request, answer })).toEqual([
      { key: 'system_notifications', value: true, feature: 'default' },
      { key: 'analytics', value: false, feature: 'reports' },
      { key: 'analytics', value: true, feature: 'reports' },
    ]);
    // Another tenant, or a plugin the page's catalogue did not have (an override): the console asks.
    expect(flagsFromPage(plugins, 'globex', { request, answer })).toBeNull();
    expect(flagsFromPage([...plugins, { pluginId: 'extra', flags: [{ key: 'extra', default: true }] }], 'acme', { request, answer })).toBeNull();
    expect(flagsFromPage(plugins, 'acme', null)).toBeNull();
    // The service failed for the page: the declared defaults, as when the console's own request fails (spec section 4).
    expect(flagsFromPage(plugins, 'acme', { request, answer: { status: 503, body: null } })).toEqual([
      { key: 'system_notifications', value: true, feature: 'default' },
      { key: 'analytics', value: false, feature: 'reports' },
    ]);
  });
});
