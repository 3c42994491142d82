// @vitest-environment jsdom
import { renderRoute } from '@palisade/sdk/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import plugin from '../plugin';

const LABELS = { 'last-24-hours': 'Last 24 hours', 'last-1-week': 'Last 1 week', 'last-1-month': 'Last 1 month' } as const;
const NEW_ALERTS = { 'last-24-hours': 12, 'last-1-week': 80, 'last-1-month': 1234 } as const;

/** The server's executive report, with a new-alert count per period. */
async function fetch(input: RequestInfo | URL, init?: RequestInit) {
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
  const range = new URL(request.url).searchParams.get('range') as keyof typeof LABELS;
  return Response.json({
    report: 'executive',
    tenant: { id: 'tnt_acme', name: 'Acme' },
    generatedAt: '2026-11-24T00:00:00.000Z',
    range: { id: range, label: LABELS[range], from: '2026-11-01T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' },
    figures: { openThreats: 5, cloudAssets: 1, identities: 1, openIacAlerts: 1, complianceScore: 70, openVulnerabilities: 1 },
    openAlertsBySeverity: [{ severity: 'Critical', count: 2 }],
    newAlertsInRange: NEW_ALERTS[range],
    topPolicies: [{ policy: 'Public bucket', openAlerts: 3 }],
    compliance: { benchmarkId: 'ZBP', score: 70, passed: 7, failed: 3 },
    complianceScores: [{ frameworkId: 'ZBP', name: 'Zero trust baseline', score: 70 }, { frameworkId: 'CIS', name: 'CIS benchmark', score: 64 }],
    postureScore: { benchmarkId: 'ZBP', current: 70, previous: 67, trend: [{ day: '2026-11-23', score: 67 }, { day: '2026-11-24', score: 70 }] },
    changes: range === 'last-1-week' ? ['Critical alerts fell from 14 to 9', 'ZBP score rose 3 points to 70%'] : ['Critical alerts rose from 2 to 9'],
  });
}

describe('executive report page', () => {
  it('shows the report at its own address, and the period selector changes the period and its figures', async () => {
    await renderRoute(plugin, '/admin/analytics/reports/executive-report', { modules: ['ANALYTICS', 'EXECUTIVE_REPORT'], flags: { analytics: { default: true } }, fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Executive report' })).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 2, name: /^Last 1 week: / })).textContent).toBe('Last 1 week: Nov 1, 2026 to Nov 24, 2026');
    expect(screen.getByText('New alerts in the period', { selector: 'dt' }).nextElementSibling?.textContent).toBe('80');
    // The same figures as the printed report: one component draws both.
    expect(document.querySelector('[data-figure="openThreats"]')?.textContent).toBe('Open threats5');
    expect(document.querySelector('[data-figure="complianceScore"]')?.textContent).toBe('Compliance score70%');

    const changes = () => screen.getByRole('heading', { name: 'What changed this period' }).parentElement!.querySelectorAll('li');
    expect([...changes()].map((li) => li.textContent)).toEqual(['Critical alerts fell from 14 to 9', 'ZBP score rose 3 points to 70%']);
    expect(document.querySelector('[data-figure="postureScore"]')?.textContent).toBe('ZBP score now: 70%.');
    expect(document.querySelector('[data-report-part="compliance-scores"]')?.textContent).toBe('FrameworkScoreZero trust baseline70%CIS benchmark64%');

    await userEvent.selectOptions(screen.getByLabelText('Report period'), 'Last 1 month');
    expect(await screen.findByRole('heading', { level: 2, name: /^Last 1 month: / })).toBeTruthy();
    expect(screen.getByText('New alerts in the period', { selector: 'dt' }).nextElementSibling?.textContent).toBe('1,234');
    expect([...changes()].map((li) => li.textContent)).toEqual(['Critical alerts rose from 2 to 9']);
  });

  it('is a page of the EXECUTIVE_REPORT module, and the catalogue links to it only for a role that holds that module', async () => {
    const route = plugin.extensions.find((e) => e.type === 'console.page/route' && e.properties.path === '/admin/analytics/reports/executive-report');
    expect(route?.properties).toMatchObject({ module: 'EXECUTIVE_REPORT', subscription: 'ANALYTICS', flag: 'analytics' });
    const catalogue = () => Response.json({ error: { code: 'X', message: 'not in this test' } }, { status: 500 });
    const view = await renderRoute(plugin, '/admin/analytics/reports', { modules: ['ANALYTICS'], flags: { analytics: { default: true } }, fetch: async () => catalogue() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Executive report/ })).toBeNull();
    view.unmount();
    await renderRoute(plugin, '/admin/analytics/reports', { modules: ['ANALYTICS', 'EXECUTIVE_REPORT'], flags: { analytics: { default: true } }, fetch: async () => catalogue() });
    expect(await screen.findByRole('link', { name: /^Executive report/ })).toBeTruthy();
  });
});
