// @vitest-environment jsdom
import { renderRoute } from '@palisade/sdk/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import plugin from '../plugin';
import type { RenderedReport } from './useRenderedReport';

const REPORT: RenderedReport = {
  report: 'executive',
  tenant: { id: 'tnt_globex_eu', name: 'Globex EU' },
  generatedAt: '2026-01-08T10:00:00.000Z',
  range: { id: 'last-1-week', label: 'Last 1 week', from: '2026-01-01T10:00:00.000Z', to: '2026-01-08T10:00:00.000Z' },
  figures: { openThreats: 1234, cloudAssets: 50, identities: 7, openIacAlerts: 3, complianceScore: 81, openVulnerabilities: null },
  openAlertsBySeverity: [{ severity: 'Critical', count: 4 }, { severity: 'High', count: 9 }, { severity: 'Medium', count: 0 }, { severity: 'Low', count: 1 }],
  newAlertsInRange: 12,
  topPolicies: [{ policy: 'VM has public IP and open RDP', openAlerts: 6 }],
  compliance: { benchmarkId: 'ZBP', score: 81, passed: 81, failed: 19 },
  complianceScores: [{ frameworkId: 'ZBP', name: 'Zero trust baseline', score: 81 }],
  postureScore: { benchmarkId: 'ZBP', current: 81, previous: 78, trend: [{ day: '2026-01-07', score: 78 }, { day: '2026-01-08', score: 81 }] },
  changes: ['Critical alerts fell from 14 to 9', '2 new cloud accounts', 'ZBP score rose 3 points to 81%'],
};

afterEach(() => {
  cleanup();
  document.title = '';
});

/** Opens the page signed out, as a headless renderer does, with the server answering `answer`. */
async function open(url: string, answer: () => Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  });
  await renderRoute(plugin, url, { session: null, fetch });
  return requests;
}

const reportState = () => document.documentElement.dataset.reportState;

describe('printed executive report (/pdf-scheduled-reports)', () => {
  it('draws the report signed out, says "Not subscribed" for an area the tenant has not bought, then marks it ready', async () => {
    const requests = await open('/pdf-scheduled-reports?token=a.b%2Bc', async () => Response.json(REPORT));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Executive report · Globex EU');
    expect(screen.getByText('Generated Jan 8, 2026, 10:00 AM UTC.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /^Last 1 week: / }).textContent).toBe('Last 1 week: Jan 1, 2026 to Jan 8, 2026');
    expect(document.querySelector('[data-figure="openThreats"]')?.textContent).toBe('Open threats1,234');
    expect(document.querySelector('[data-figure="complianceScore"]')?.textContent).toBe('Compliance score81%');
    expect(document.querySelector('[data-figure="openVulnerabilities"]')?.textContent).toBe('Open vulnerabilitiesNot subscribed');
    expect(screen.getByRole('heading', { name: 'Open alerts by severity' }).nextElementSibling?.textContent).toBe('SeverityOpen alertsCritical4High9Medium0Low1');
    expect(screen.getByText('Benchmark ZBP: 81% of control checks pass (81 passed, 19 failed).')).toBeTruthy();
    // The same account of the period as on screen: what changed, and the score's trend with its text alternative.
    expect([...document.querySelectorAll('[data-report-part="changes"] li')].map((li) => li.textContent))
      .toEqual(['Critical alerts fell from 14 to 9', '2 new cloud accounts', 'ZBP score rose 3 points to 81%']);
    expect(screen.getByRole('img', { name: /^ZBP score each day of the period/ }).getAttribute('aria-label'))
      .toBe('ZBP score each day of the period, Jan 7 to Jan 8, 2026: ZBP score from 78% to 81%.');
    await vi.waitFor(() => expect(reportState()).toBe('ready'));
    expect(document.title).toBe('Executive report · Globex EU · Palisade');
    // The token alone is the credential: the API itself, no cookie.
    expect(requests.map((r) => [r.url, r.credentials])).toEqual([['http://localhost/api/reports/v1/render?token=a.b%2Bc', 'omit']]);
  });

  it('shows the server’s reason and marks the error', async () => {
    const expired = async () => Response.json({ error: { code: 'UNAUTHENTICATED', message: 'This report link has expired; ask for a new one' } }, { status: 401 });
    await open('/pdf-scheduled-reports?token=t', expired);
    expect((await screen.findByRole('alert')).textContent).toBe('This report link has expired; ask for a new one');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The report cannot be shown');
    await vi.waitFor(() => expect(reportState()).toBe('error'));
  });

  it('says why there is nothing to print: no token (and asks nothing), a server without a reason, an unreachable server', async () => {
    const none = await open('/pdf-scheduled-reports', async () => Response.json(REPORT));
    expect((await screen.findByRole('alert')).textContent).toBe('This report link has no render token');
    expect(none).toEqual([]);
    await vi.waitFor(() => expect(reportState()).toBe('error'));
    cleanup();

    await open('/pdf-scheduled-reports?token=t', async () => new Response('oops', { status: 502 }));
    expect((await screen.findByRole('alert')).textContent).toBe('The report could not be loaded (HTTP 502).');
    cleanup();

    await open('/pdf-scheduled-reports?token=t', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toBe('The report server could not be reached. Please try again later.');
  });
});
