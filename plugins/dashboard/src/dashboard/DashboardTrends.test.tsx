// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContributedExtension, DashboardCardExtension } from '@palisade/sdk';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US.json';
import DashboardPage from './DashboardPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type CardProperties = DashboardCardExtension['properties'];
const card = (pluginId: string, appId: number, module: string, extra: Partial<CardProperties> = {}): ContributedExtension => ({
  pluginId,
  extension: { type: 'console.dashboard/card', properties: { appId, titleKey: 'card.title', infoKey: 'card.info', module, href: `/admin/${pluginId}`, loadCount: async () => ({ value: 1_120 }), ...extra } },
});

const alertsHistory = {
  from: '2026-11-17', to: '2026-11-24',
  series: [{
    metric: 'alerts.open', dimension: 'severity',
    points: [{ day: '2026-11-23', total: 1_100, values: { Critical: 100, High: 1_000 } }, { day: '2026-11-24', total: 1_120, values: { Critical: 110, High: 1_010 } }],
    previous: { day: '2026-11-17', total: 1_000, values: { Critical: 90, High: 910 } },
    change: { previousDay: '2026-11-17', previous: 1_000, current: 1_120, delta: 120 },
  }],
};
const figures = {
  figures: [
    { key: 'alerts.open', label: 'Open alerts', metric: 'alerts.open', dimension: null, value: 1_120, change: { previousDay: '2026-11-17', previous: 1_000, current: 1_120, delta: 120 }, href: '/admin/alerts?status=Open' },
    // A figure this page has never heard of: the panel draws whatever the server lists.
    { key: 'assets.exposed', label: 'Internet-exposed assets', metric: 'assets.exposure', dimension: 'exposed', value: 37, change: null, href: '/admin/cloud-posture/cloud-assets?exposure=internet' },
  ],
};

function api(overrides: { history?: () => Response } = {}) {
  const asked: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/posture/history')) return overrides.history?.() ?? json(alertsHistory);
    if (url.pathname.endsWith('/posture/figures')) return json(figures);
    return json({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

function render(cards: ContributedExtension[], options: { path?: string; fetch?: typeof globalThis.fetch } = {}) {
  const result = renderWithConsole(<DashboardPage />, { translations: en, plugin: { id: 'dashboard', version: '1.0.0' }, path: options.path, fetch: options.fetch,
    modules: [{ id: 'DASHBOARD', submodules: [{ id: 'CLOUD_ALERTS' }, { id: 'IAC_ALERTS' }] }] });
  for (const c of cards) result.runtime.i18n.addResourceBundle('en-US', c.pluginId, { card: { title: `${c.pluginId} title`, info: `${c.pluginId} info` } });
  act(() => result.runtime.setExtensions(cards));
  return result;
}

describe('the dashboard over time', () => {
  it("shows under a card's figure the change over the URL's range and a sparkline, linking to its area filtered the same way", async () => {
    const { fetch, asked } = api();
    render([card('threats', 0, 'CLOUD_ALERTS', { trend: { metric: 'alerts.open', href: '/admin/alerts?status=Open&range={range}' } }), card('iac', 3, 'IAC_ALERTS')],
      { path: '/admin/dashboard/dashboard?range=last-1-month', fetch });
    expect((screen.getByRole('combobox', { name: 'Time range' }) as HTMLSelectElement).value).toBe('last-1-month');
    const [threats, iac] = screen.getAllByRole('article');
    const link = await within(threats!).findByRole('link', { name: 'Up 120 since Nov 17, 2026, from 1,000 to 1,120. Show the list.' });
    expect(link.getAttribute('href')).toBe('/admin/alerts?status=Open&range=last-1-month');
    expect(within(threats!).getByRole('img', { name: /^threats info, Nov 23 to Nov 24, 2026: from 1,100 to 1,120/ })).toBeTruthy();
    // A card that declares no trend has none.
    expect(within(iac!).queryByTestId('card-trend')).toBeNull();
    const history = asked.find((u) => u.pathname.endsWith('/posture/history'))!;
    expect(history.searchParams.get('metrics')).toBe('alerts.open');
  });

  it('keeps the range in the URL when another is picked, and asks for the trends over it', async () => {
    const { fetch, asked } = api();
    render([card('threats', 0, 'CLOUD_ALERTS', { trend: { metric: 'alerts.open', href: '/admin/alerts?range={range}' } })], { fetch });
    expect((screen.getByRole('combobox', { name: 'Time range' }) as HTMLSelectElement).value).toBe('last-1-week');
    await screen.findByTestId('card-trend');
    fireEvent.change(screen.getByRole('combobox', { name: 'Time range' }), { target: { value: 'previous-month' } });
    expect((screen.getByRole('combobox', { name: 'Time range' }) as HTMLSelectElement).value).toBe('previous-month');
    await waitFor(() => expect(screen.getByTestId('card-trend').getAttribute('href')).toBe('/admin/alerts?range=previous-month'));
    const spans = asked.filter((u) => u.pathname.endsWith('/posture/history')).map((u) => Number(u.searchParams.get('to')) - Number(u.searchParams.get('from')));
    // A week, then a whole calendar month (28 to 31 days).
    expect(spans[0]).toBe(7 * 86_400_000);
    expect(spans.at(-1)! / 86_400_000).toBeGreaterThanOrEqual(28);
  });

  it('draws the severity over time, with its figures as a table, and the posture figures the server lists', async () => {
    const { fetch } = api();
    render([card('threats', 0, 'CLOUD_ALERTS')], { fetch });
    const chart = await screen.findByRole('img', { name: 'Open alerts by severity, Nov 23 to Nov 24, 2026: Critical from 100 to 110, High from 1,000 to 1,010.' });
    expect(chart.getAttribute('tabindex')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = within(screen.getByRole('table', { name: 'Open alerts by severity' })).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([['Day', 'Critical', 'High', 'Total'], ['Nov 23, 2026', '100', '1,000', '1,100'], ['Nov 24, 2026', '110', '1,010', '1,120']]);
    const panel = await screen.findByRole('region', { name: 'Posture at a glance' });
    await within(panel).findByText('Internet-exposed assets');
    expect(within(panel).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Open alerts', '/admin/alerts?status=Open'], ['Internet-exposed assets', '/admin/cloud-posture/cloud-assets?exposure=internet'],
    ]);
    expect(within(panel).getByText('37')).toBeTruthy();
    expect(within(panel).getByText('Up 120 since Nov 17, 2026, from 1,000 to 1,120.')).toBeTruthy();
  });

  it('leaves the severity chart out for a role that may not read the alerts history, and keeps the cards', async () => {
    const { fetch } = api({ history: () => new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'no' } }), { status: 403, headers: { 'content-type': 'application/json' } }) });
    render([card('iac', 3, 'IAC_ALERTS')], { fetch });
    await screen.findByRole('region', { name: 'Posture at a glance' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Severity over time' })).toBeNull());
    expect(await within(screen.getByRole('article')).findByText('1,120')).toBeTruthy();
  });

  it("starts loading the charts only once every card's figure is in, so the figures never wait for them", async () => {
    const { fetch, asked } = api();
    let resolve!: (count: { value: number }) => void;
    const held = new Promise<{ value: number }>((r) => (resolve = r));
    render([card('threats', 0, 'CLOUD_ALERTS', { trend: { metric: 'alerts.open' } }), card('iac', 3, 'IAC_ALERTS', { loadCount: () => held })], { fetch });
    const [threats, iac] = screen.getAllByRole('article');
    await within(threats!).findByText('1,120');
    expect(within(iac!).getByText('Loading…')).toBeTruthy();
    // Not even a trend's placeholder yet, and nothing asked of the history.
    expect(threats!.querySelector('.pl-card-trend')).toBeNull();
    expect(asked.filter((u) => u.pathname.includes('/posture/'))).toEqual([]);
    await act(async () => resolve({ value: 4 }));
    expect(await within(threats!).findByTestId('card-trend')).toBeTruthy();
    await screen.findByRole('region', { name: 'Posture at a glance' });
  });
});
