import type { ConnectorState } from '@palisade/contracts/connectors';
import { describe, expect, it } from 'vitest';
import { connectorPlaces } from './connectorPlaces';

const state = (id: string, location: string, extra: Partial<ConnectorState>): ConnectorState => ({
  id, name: id, kind: 'branch', group: '', location, version: '23.4.2', enabled: true, cloud: null, status: 'up', lastSeen: null, tunnelsUp: 2, tunnelsTotal: 2, ...extra,
});

describe('connectorPlaces', () => {
  it('puts a Branch Connector location on the map at its coordinates, and one without coordinates only in the table', () => {
    const places = connectorPlaces([
      state('bc_hq_1', 'Headquarters (San Jose)', { coordinates: { latitude: 37.3382, longitude: -121.8863 } }),
      state('bc_hq_2', 'Headquarters (San Jose)', { coordinates: { latitude: 37.3382, longitude: -121.8863 }, status: 'down' }),
      state('bc_x', 'Kiosk', { coordinates: null }),
      state('cc_a', 'eu-west-1', { kind: 'cloud', cloud: 'aws' }),
    ]);
    expect(places.map((p) => p.marker)).toEqual([
      { label: 'Headquarters (San Jose)', value: 2, status: 'down', at: { latitude: 37.3382, longitude: -121.8863 } },
      { label: 'Kiosk', value: 1, status: 'up' },
      { label: 'eu-west-1', value: 1, status: 'up', at: { cloud: 'aws', region: 'eu-west-1' } },
    ]);
  });
});
