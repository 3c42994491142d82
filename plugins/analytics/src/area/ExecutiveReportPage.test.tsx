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
  });
}

describe('executive report page', () => {
  it('shows the report at its own address, and the period selector changes the period and its figures', async () => {
    await renderRoute(plugin, '/admin/analytics/reports/executive-report', { modules: ['ANALYTICS'], flags: { analytics: { default: true } }, fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Executive report' })).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 2, name: /^Last 1 week: / })).textContent).toBe('Last 1 week: Nov 1, 2026 to Nov 24, 2026');
    expect(screen.getByText('New alerts in the period', { selector: 'dt' }).nextElementSibling?.textContent).toBe('80');
    // The same figures as the printed report: one component draws both.
    expect(document.querySelector('[data-figure="openThreats"]')?.textContent).toBe('Open threats5');
    expect(document.querySelector('[data-figure="complianceScore"]')?.textContent).toBe('Compliance score70%');

    await userEvent.selectOptions(screen.getByLabelText('Report period'), 'Last 1 month');
    expect(await screen.findByRole('heading', { level: 2, name: /^Last 1 month: / })).toBeTruthy();
    expect(screen.getByText('New alerts in the period', { selector: 'dt' }).nextElementSibling?.textContent).toBe('1,234');
  });
});
