// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardTimeRangeProvider } from '../dashboard/DashboardTimeRange';
import { renderWithConsole } from '../testing/renderWithConsole';
import { CardTrend, trendHref } from './CardTrend';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const history = {
  from: '2026-11-17', to: '2026-11-24',
  series: [{
    metric: 'compliance.score', dimension: 'framework',
    points: [{ day: '2026-11-23', total: 70, values: { ZBP: 78, CIS: 62 } }, { day: '2026-11-24', total: 72, values: { ZBP: 81, CIS: 63 } }],
    previous: { day: '2026-11-17', total: 66, values: { ZBP: 75, CIS: 57 } },
    change: { previousDay: '2026-11-17', previous: 66, current: 72, delta: 6 },
  }],
};

function fakeApi(respond: (url: URL) => Response) {
  const urls: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(url);
    return respond(url);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, urls };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('CardTrend', () => {
  it('shows the change since the previous period and a sparkline, linking to the area filtered by the same range', async () => {
    const api = fakeApi(() => json({ ...history, series: [{ ...history.series[0], metric: 'alerts.open',
      points: [{ day: '2026-11-23', total: 1_100, values: {} }, { day: '2026-11-24', total: 1_120, values: {} }],
      change: { previousDay: '2026-11-17', previous: 1_000, current: 1_120, delta: 120 } }] }));
    renderWithConsole(
      <DashboardTimeRangeProvider range="last-1-week" reloadKey={0}>
        <CardTrend trend={{ metric: 'alerts.open', href: '/admin/alerts?status=Open&range={range}' }} title="Open alerts" href="/admin/alerts" />
      </DashboardTimeRangeProvider>,
      { fetch: api.fetch },
    );
    const link = await screen.findByRole('link', { name: 'Up 120 since Nov 17, 2026, from 1,000 to 1,120. Show the list.' });
    expect(link.getAttribute('href')).toBe('/admin/alerts?status=Open&range=last-1-week');
    expect(link.textContent).toContain('▲ 120');
    expect(link.querySelector('[data-tone]')!.getAttribute('data-tone')).toBe('bad');
    expect(screen.getByRole('img', { name: 'Open alerts, Nov 23 to Nov 24, 2026: from 1,100 to 1,120; highest 1,120 on Nov 24, lowest 1,100 on Nov 23.' })).toBeTruthy();
    const asked = api.urls[0]!;
    expect(asked.pathname).toBe('/bff/api/commondashboard/v1/posture/history');
    expect(asked.searchParams.get('metrics')).toBe('alerts.open');
    expect(Number(asked.searchParams.get('to')) - Number(asked.searchParams.get('from'))).toBe(7 * 86_400_000);
  });

  it("follows one part of a metric, comparing that part's figures, and reads a rise as good news when higher is better", async () => {
    const api = fakeApi(() => json(history));
    renderWithConsole(
      <DashboardTimeRangeProvider range="last-1-week" reloadKey={0}>
        <CardTrend trend={{ metric: 'compliance.score', dimension: 'ZBP', better: 'higher', unit: '%' }} title="ZBP score" href="/admin/compliance" />
      </DashboardTimeRangeProvider>,
      { fetch: api.fetch },
    );
    const link = await screen.findByRole('link', { name: 'Up 6 percentage points since Nov 17, 2026, from 75% to 81%. Show the list.' });
    expect(link.getAttribute('href')).toBe('/admin/compliance');
    expect(link.textContent).toContain('▲ 6 pts');
    expect(link.querySelector('[data-tone]')!.getAttribute('data-tone')).toBe('good');
  });

  it('says the trend is unavailable when the history fails, without a link', async () => {
    const api = fakeApi(() => json({ error: { code: 'FORBIDDEN', message: 'no' } }, 403));
    renderWithConsole(<CardTrend trend={{ metric: 'alerts.open' }} title="Open alerts" href="/admin/alerts" />, { fetch: api.fetch });
    expect(await screen.findByText('Trend unavailable')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('fills a link template with the range and its bounds', () => {
    const now = new Date(2026, 10, 24, 12);
    expect(trendHref('/x?range={range}&from={from}&to={to}', 'last-1-hour', now)).toBe(`/x?range=last-1-hour&from=${now.getTime() - 3_600_000}&to=${now.getTime()}`);
  });
});
