// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PdfReportPage from './PdfReportPage';
import type { ExecutiveReport } from './renderReport';

const REPORT: ExecutiveReport = {
  report: 'executive',
  tenant: { id: 'tnt_globex_eu', name: 'Globex EU' },
  generatedAt: '2026-01-08T10:00:00.000Z',
  range: { id: 'last-1-week', label: 'Last 1 week', from: '2026-01-01T10:00:00.000Z', to: '2026-01-08T10:00:00.000Z' },
  figures: { openThreats: 1234, cloudAssets: 50, identities: 7, openIacAlerts: 3, complianceScore: 81, openVulnerabilities: null },
  openAlertsBySeverity: [{ severity: 'Critical', count: 4 }, { severity: 'High', count: 9 }, { severity: 'Medium', count: 0 }, { severity: 'Low', count: 1 }],
  newAlertsInRange: 12,
  topPolicies: [{ policy: 'VM has public IP and open RDP', openAlerts: 6 }],
  compliance: { benchmarkId: 'ZBP', score: 81, passed: 81, failed: 19 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(url: string, answer: Response) {
  vi.stubGlobal('fetch', vi.fn(async () => answer));
  render(
    <MemoryRouter initialEntries={[url]}>
      <PdfReportPage />
    </MemoryRouter>,
  );
}

describe('PdfReportPage', () => {
  it('draws the report, says "Not subscribed" for an area the tenant has not bought, then marks it ready', async () => {
    open('/pdf-scheduled-reports?token=t', Response.json(REPORT));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Executive report · Globex EU');
    expect(document.querySelector('[data-figure="openThreats"] dd')?.textContent).toBe('1,234');
    expect(document.querySelector('[data-figure="complianceScore"] dd')?.textContent).toBe('81%');
    expect(document.querySelector('[data-figure="openVulnerabilities"] dd')?.textContent).toBe('Not subscribed');
    await vi.waitFor(() => expect(document.documentElement.dataset.reportState).toBe('ready'));
    expect(document.title).toBe('Executive report · Globex EU · Palisade');
  });

  it('shows the server’s reason and marks the error', async () => {
    open('/pdf-scheduled-reports?token=t', Response.json({ error: { code: 'UNAUTHENTICATED', message: 'This report link has expired; ask for a new one' } }, { status: 401 }));
    expect((await screen.findByRole('alert')).textContent).toBe('This report link has expired; ask for a new one');
    await vi.waitFor(() => expect(document.documentElement.dataset.reportState).toBe('error'));
  });
});
