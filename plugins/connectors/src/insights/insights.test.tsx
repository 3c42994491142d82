// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@palisade/sdk/testing';
import plugin from '../plugin';
import { fakeConnectorsApi } from '../testing/fakeConnectorsApi';

afterEach(cleanup);

const FLAGS = [{ key: 'cloud_connectors', value: true }];
const HOUR = 3_600_000;
const health = (id: string, name: string, status: string, extra: Record<string, unknown> = {}) => ({
  id, name, kind: 'cloud', cloud: 'aws', group: 'AWS eu-west-1', location: 'eu-west-1', version: '23.4.2', enabled: true, status, lastSeen: Date.UTC(2026, 10, 23, 6, 0),
  tunnelsUp: status === 'up' ? 2 : 0, tunnelsTotal: 2, availability: status === 'up' ? 100 : 0, cpuAvg: 41.5, cpuMax: 77, memAvg: 52, memMax: 60,
  traffic: { sessions: 10, txBytes: 100, rxBytes: 1000 }, ...extra,
});
const range = { from: 0, to: 1, step: 'hour', segments: [] };
/** The overview the fake server answers: a longer range carries more sessions (one per hour asked for). */
const overview = (span: number) => ({
  range, deployment: { cloud: { deployed: 2, enabled: 2 }, branch: { deployed: 0, enabled: 0 } }, active: { up: 1, down: 1, unknown: 0 },
  connectors: [health('cc_a', 'cc-a', 'up'), health('cc_b', 'cc-b', 'down')],
  totals: { sessions: Math.round(span / HOUR), txBytes: 2_500_000, rxBytes: 9_000_000_000 },
  throughput: [{ at: Date.UTC(2026, 10, 24, 9), values: { tx: 1, rx: 2 } }],
  sessions: [{ at: Date.UTC(2026, 10, 24, 9), values: { zia: Math.round(span / HOUR), zpa: 3, direct: 2, lc: 1 } }],
});

describe('connector insights', () => {
  it('dashboard: shows the active status, links each method to the filtered session log, and asks again for a new range', async () => {
    const api = fakeConnectorsApi({}, (r) => {
      if (r.path !== '/telemetry/overview') return undefined;
      const q = new URL(`http://x${r.path}?${r.query}`).searchParams;
      return Response.json(overview(Number(q.get('to')) - Number(q.get('from'))));
    });
    await renderRoute(plugin, '/admin/connectors/dashboard', { fetch: api.fetch, flags: FLAGS });
    expect((await screen.findByTestId('connectors-down')).textContent).toBe('1');
    expect(screen.getByTestId('sessions-total').textContent).toBe('24 sessions');
    expect(screen.getByRole('link', { name: 'ZIA: 24 sessions' }).getAttribute('href')).toBe('/admin/connectors/sessions?method=ZIA');
    expect(screen.getByRole('link', { name: 'Log & Control: 1 sessions' }).getAttribute('href')).toBe('/admin/connectors/sessions?method=Log+%26+Control');
    expect(screen.getByRole('link', { name: 'cc-b' }).getAttribute('href')).toBe('/admin/connectors/monitoring?connector=cc_b');
    fireEvent.change(screen.getByLabelText('Time range'), { target: { value: 'last-1-week' } });
    expect(await screen.findByText('168 sessions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ZIA: 168 sessions' }).getAttribute('href')).toBe('/admin/connectors/sessions?range=last-1-week&method=ZIA');
  });

  it('dashboard: places connectors by region, coloured by their health, and a place opens its monitoring', async () => {
    const connectors = [health('cc_a', 'cc-a', 'up'), health('cc_b', 'cc-b', 'down'), health('cc_c', 'cc-c', 'up', { location: 'us-east-1' }),
      health('bc_a', 'bc-a', 'up', { kind: 'branch', cloud: null, location: 'London office' })];
    const api = fakeConnectorsApi({ '/telemetry/overview': { ...overview(HOUR), connectors }, '/telemetry/health': { range, connectors: connectors.slice(0, 2), total: 2, page: 1, pageSize: 50, locations: ['eu-west-1', 'London office', 'us-east-1'], alerts: [], cpu: [], memory: [] } });
    await renderRoute(plugin, '/admin/connectors/dashboard?range=last-1-hour', { fetch: api.fetch, flags: FLAGS });
    const map = await screen.findByRole('group', { name: 'Connectors by location: 3 places, 4 in all; most in eu-west-1 (2). 1 not on the map (location unknown).' });
    expect((await within(map).findAllByRole('button')).map((b) => b.getAttribute('aria-label'))).toEqual([
      'eu-west-1 (Ireland): 2 connectors; A connector here is down', 'us-east-1 (N. Virginia): 1 connectors; Every connector here is up']);
    fireEvent.click(within(screen.getByRole('region', { name: 'Geo view' })).getByRole('button', { name: 'Show as table' }));
    expect([...screen.getByRole('table', { name: 'Connectors by location' }).querySelectorAll('tbody tr')].map((r) => r.textContent)).toEqual([
      'eu-west-12A connector here is downIreland', 'London office1Every connector here is upUnknown', 'us-east-11Every connector here is upN. Virginia']);
    cleanup();
    // A place with several connectors opens monitoring filtered to it (the map's click is proven in the browser).
    await renderRoute(plugin, '/admin/connectors/monitoring?range=last-1-hour&location=eu-west-1', { fetch: api.fetch, flags: FLAGS });
    const table = await screen.findByRole('table', { name: 'Connector health' });
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-connector'))).toEqual(['cc_a', 'cc_b']);
    // The place is the server's filter, not the page's.
    expect(new URLSearchParams(api.received.find((r) => r.path === '/telemetry/health')!.query).get('location')).toBe('eu-west-1');
    expect(screen.getByRole('link', { name: 'Show every connector' }).getAttribute('href')).toBe('/admin/connectors/monitoring?range=last-1-hour');
  });

  it('monitoring: raises an alert naming each connector that is down', async () => {
    const api = fakeConnectorsApi({
      '/telemetry/health': { range, connectors: [health('cc_a', 'cc-a', 'up'), health('cc_b', 'cc-b', 'down')], total: 2, page: 1, pageSize: 50, locations: ['eu-west-1'],
        alerts: [{ id: 'cc_b', name: 'cc-b', location: 'eu-west-1', since: null }], cpu: [], memory: [] },
    });
    await renderRoute(plugin, '/admin/connectors/monitoring', { fetch: api.fetch, flags: FLAGS });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('1 connector is downcc-b (eu-west-1), last seen never');
    const row = screen.getByRole('table', { name: 'Connector health' }).querySelector('[data-connector="cc_b"]') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(
      ['cc-b', 'Cloud', 'AWS eu-west-1', 'eu-west-1', '▲ Down', '0%', '41.5% / 77%', '52% / 60%', '0 of 2 up', '23.4.2']);
  });

  it('monitoring: asks the server for the page, sort and filters in the URL, and a header sorts it there', async () => {
    const api = fakeConnectorsApi({}, (r) => {
      if (r.path !== '/telemetry/health') return undefined;
      const q = new URLSearchParams(r.query);
      const names = q.get('dir') === 'desc' ? ['cc-060', 'cc-059'] : ['cc-051', 'cc-052'];
      return Response.json({ range, connectors: names.map((n) => health(n.replace('-', '_'), n, 'up')), total: 240, page: Number(q.get('page')), pageSize: 50,
        locations: ['eu-west-1'], alerts: [], cpu: [], memory: [] });
    });
    await renderRoute(plugin, '/admin/connectors/monitoring?status=up&kind=cloud&page=2&range=last-1-hour', { fetch: api.fetch, flags: FLAGS });
    const table = await screen.findByRole('table', { name: 'Connector health' });
    expect(within(table).getByText('cc-051')).toBeTruthy();
    expect(screen.getByText('Rows 51–52 of 240')).toBeTruthy();
    const asked = () => api.received.filter((r) => r.path === '/telemetry/health').map((r) => new URLSearchParams(r.query));
    expect(asked().map((q) => [q.get('status'), q.get('kind'), q.get('sort'), q.get('dir'), q.get('page'), q.get('pageSize'), Number(q.get('to')) - Number(q.get('from'))]))
      .toEqual([['up', 'cloud', 'name', 'asc', '2', '50', HOUR]]);
    expect(screen.getByRole('button', { name: 'Remove filter Health: Up' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /^Connector/ }));
    expect(await screen.findByText('cc-060')).toBeTruthy();
    // A new sort opens its first page.
    expect(asked().at(-1)!.get('dir')).toBe('desc');
    expect(asked().at(-1)!.get('page')).toBe('1');
  });

  it('session log: reads its filters from the URL and sends them with the range', async () => {
    const entry = { id: 's1', startedAt: Date.UTC(2026, 10, 24, 9, 30), connectorId: 'cc_a', connector: 'cc-a', location: 'us-east-1', method: 'ZPA',
      user: 'ada@acme.test', application: 'GitHub', destination: 'github.com', txBytes: 2_000, rxBytes: 1_500_000, durationMs: 4_000 };
    const api = fakeConnectorsApi({
      '/sessions': { items: [entry], total: 1, page: 1, pageSize: 50, pageCount: 1 },
      '/telemetry/sessions': { range, applications: [], users: [], locations: [{ value: 'us-east-1', count: 5, txBytes: 0, rxBytes: 0, blocked: 0, failed: 0 }] },
    });
    await renderRoute(plugin, '/admin/connectors/sessions?method=ZPA&location=us-east-1&range=last-1-hour', { fetch: api.fetch, flags: FLAGS });
    const table = await screen.findByRole('table', { name: 'Session log' });
    expect(within(table).getByText('github.com')).toBeTruthy();
    const asked = api.received.find((r) => r.path === '/sessions')!;
    const q = new URLSearchParams(asked.query);
    expect([q.get('method'), q.get('location'), q.get('sort'), q.get('dir'), Number(q.get('to')) - Number(q.get('from'))]).toEqual(['ZPA', 'us-east-1', 'startedAt', 'desc', HOUR]);
    expect(screen.getByRole('button', { name: 'Remove filter Forwarding method: ZPA' })).toBeTruthy();
  });

  it('session log: a capped count reads "more than", and Next seeks from the cursor the page gave', async () => {
    const entry = (id: string) => ({ id, startedAt: Date.UTC(2026, 10, 24, 9, 30), connectorId: 'cc_a', connector: 'cc-a', location: 'us-east-1', method: 'ZIA',
      user: 'ada@acme.test', application: 'GitHub', destination: `${id}.example`, txBytes: 1, rxBytes: 1, durationMs: 1 });
    const api = fakeConnectorsApi({ '/telemetry/sessions': { range, applications: [], users: [], locations: [] } }, (r) => {
      if (r.path !== '/sessions') return undefined;
      const q = new URLSearchParams(r.query);
      const second = q.get('after') === '1700~s25';
      return Response.json({ items: [entry(second ? 's26' : 's1')], total: 10_000, totalCapped: true, hasMore: true, nextCursor: second ? '1600~s26' : '1700~s25',
        page: Number(q.get('page')), pageSize: 25, pageCount: 400 });
    });
    await renderRoute(plugin, '/admin/connectors/sessions?pageSize=25', { fetch: api.fetch, flags: FLAGS });
    expect(await screen.findByText('s1.example')).toBeTruthy();
    expect(screen.getByText('Rows 1–1 of more than 10,000')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('s26.example')).toBeTruthy();
    const asked = api.received.filter((r) => r.path === '/sessions').map((r) => new URLSearchParams(r.query));
    expect(asked.map((q) => [q.get('page'), q.get('after')])).toEqual([['1', null], ['2', '1700~s25']]);
    expect(screen.getByText('Page 2')).toBeTruthy();
  });
});
