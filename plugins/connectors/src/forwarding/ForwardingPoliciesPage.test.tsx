// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@palisade/sdk/testing';
import plugin from '../plugin';
import { fakeConnectorsApi, IDLE } from '../testing/fakeConnectorsApi';

afterEach(cleanup);

const rule = (id: string, order: number, name: string, extra: Record<string, unknown> = {}) => ({
  id, version: 1, pending: null, order, name, description: '', sourceType: 'any', source: '', destination: '', application: '', method: 'ZIA',
  enabled: true, predefined: false, ...extra,
});
const RULES = [rule('a', 1, 'First'), rule('b', 2, 'Second'), rule('p', 3, 'Predefined: stray', { predefined: true, enabled: false, method: 'ZPA' })];

describe('ForwardingPoliciesPage', () => {
  it('moves a rule with the arrow keys on its handle and sends the new order', async () => {
    const lists: Record<string, unknown> = { '/forwarding-rules': { items: RULES }, '/activation': IDLE };
    const api = fakeConnectorsApi(lists, (r) => {
      if (r.path !== '/forwarding-rules-order') return undefined;
      lists['/forwarding-rules'] = { items: [RULES[1], RULES[0], RULES[2]].map((x, i) => ({ ...x, order: i + 1, pending: 'changed' })) };
      return Response.json(lists['/forwarding-rules']);
    });
    await renderRoute(plugin, '/admin/policy/forwardingpolicies', { fetch: api.fetch, flags: [{ key: 'cloud_connectors', value: true }] });
    const handle = await screen.findByRole('button', { name: 'Move Second, rule 2 of 3' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    await waitFor(() => expect(api.received.find((r) => r.path === '/forwarding-rules-order')?.body).toEqual({ ids: ['b', 'a', 'p'] }));
    expect(await screen.findByText('Second moved to position 1.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Move Second, rule 1 of 3' })).toBeTruthy();
    // A predefined rule can be turned on, not deleted.
    expect(screen.queryByRole('button', { name: 'Delete Predefined: stray' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enable Predefined: stray' })).toBeTruthy();
  });

  it('gives a look-only role no handles and no changes', async () => {
    const api = fakeConnectorsApi({ '/forwarding-rules': { items: RULES }, '/activation': IDLE });
    await renderRoute(plugin, '/admin/policy/forwardingpolicies', { fetch: api.fetch, actions: [], flags: [{ key: 'cloud_connectors', value: true }] });
    expect(await screen.findByText('First')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });
});
