// @vitest-environment jsdom
import { createTestFlags, recordingApi, renderRoute } from '@palisade/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import plugin from '../plugin';
import type { MatrixView } from './complianceApi';

const counts = (score: number) => ({ score, passed: 1, failed: 1, manual: 0, total: 2, frameworkId: 'x' });
const MATRIX: MatrixView = {
  by: 'framework', accounts: [{ id: 1, name: 'prod', cloud: 'aws' }, { id: 2, name: 'bank', cloud: 'azure' }],
  rows: [{ id: 'ZBP', label: 'ZBP cloud benchmark', cells: [{ accountId: 1, passed: 1, failed: 3, score: 25 }, { accountId: 2, passed: 0, failed: 0, score: null }] }],
  mostFailed: [{ frameworkId: 'ZBP', frameworkName: 'ZBP cloud benchmark', requirementId: 'ZBP-S3-1', title: 'No public buckets', failingAccounts: 2, openAlerts: 9 }],
};

const FRAMEWORK = { id: 'ZBP', name: 'ZBP cloud benchmark', version: '1.0', description: '', custom: false, ...counts(27), sections: [{
  id: 'GOV', title: 'Governance', passed: 0, failed: 0, manual: 1,
  requirements: [{ id: 'ZBP-GOV-1', title: 'Owners named', description: '', state: 'manual', checks: [], failingChecks: [], openAlerts: 0, attestation: null }] }] };

/** A console API double for the compliance routes; records every request. */
function complianceApi() {
  return recordingApi((url) => {
    if (url.pathname.endsWith('/compliance/v1/frameworks')) return { frameworks: [{ id: 'ZBP', name: 'ZBP cloud benchmark', version: '1.0', ...counts(27) }] };
    if (url.pathname.endsWith('/compliance/v1/matrix')) return MATRIX;
    if (url.pathname.endsWith('/compliance/v1/frameworks/ZBP')) return FRAMEWORK;
    if (url.pathname.endsWith('/compliance/v1/filters')) return { businessUnits: ['Payments', 'Retail'], regions: ['eu-west-1', 'us-east-1'] };
    if (url.pathname.endsWith('/compliance/v1/trend')) {
      return { series: [{ metric: 'compliance.score', points: [{ day: '2026-11-23', total: 20, values: { ZBP: 20 } }, { day: '2026-11-24', total: 27, values: { ZBP: 27 } }],
        previous: { day: '2026-10-24', total: 30, values: { ZBP: 30 } }, change: null }] };
    }
    return {};
  });
}

describe('compliance page', { timeout: 60_000 }, () => {
  it('shows each framework with its trend, scores by framework and account, and the most-failed requirements', async () => {
    const api = complianceApi();
    await renderRoute(plugin, '/admin/cloud-posture/compliance', { fetch: api.fetch });
    expect((await screen.findByTestId('score-ZBP')).textContent).toBe('27%');
    // From 30% a month before to 27% now.
    expect(await screen.findByText(/Down 3/)).toBeTruthy();
    screen.getByRole('group', { name: /^Score by framework and account: 1 rows by 2 columns; lowest ZBP cloud benchmark in prod at 25%/ });
    expect(await screen.findByRole('img', { name: 'ZBP cloud benchmark, bank: no score' }, { timeout: 15_000 })).toBeTruthy();
    const failed = screen.getByRole('table', { name: 'Most-failed requirements' });
    expect(within(failed).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent)))
      .toEqual([['Requirement', 'Framework', 'Failing accounts', 'Open alerts'], ['ZBP-S3-1 No public buckets', 'ZBP cloud benchmark', '2', '9']]);
    expect(within(failed).getByRole('link', { name: 'ZBP-S3-1 No public buckets' }).getAttribute('href'))
      .toBe('/admin/cloud-posture/compliance?framework=ZBP&requirement=ZBP-S3-1');
  });

  it('sends the cloud and account picked to every score on the page', async () => {
    const api = complianceApi();
    await renderRoute(plugin, '/admin/cloud-posture/compliance', { fetch: api.fetch });
    await screen.findByTestId('score-ZBP');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cloud' }), 'aws');
    await waitFor(() => expect(api.calls.some((c) => c.pathname.endsWith('/frameworks') && c.searchParams.get('cloud') === 'aws')).toBe(true));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Account' }), 'prod');
    await waitFor(() => expect(api.calls.some((c) => c.pathname.endsWith('/matrix') && c.searchParams.get('cloud') === 'aws' && c.searchParams.get('accountId') === '1')).toBe(true));
    expect(api.calls.some((c) => c.pathname.endsWith('/frameworks') && c.searchParams.get('accountId') === '1')).toBe(true);
  });

  it('narrows the scores and the trends to the business unit and region picked', async () => {
    const api = complianceApi();
    await renderRoute(plugin, '/admin/cloud-posture/compliance', { fetch: api.fetch });
    await screen.findByTestId('score-ZBP');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Business unit' }), 'Retail');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'eu-west-1');
    const narrowed = (path: string) => api.calls.some((c) => c.pathname.endsWith(path) && c.searchParams.get('businessUnit') === 'Retail' && c.searchParams.get('region') === 'eu-west-1');
    // The requests take the slice from the page's address, where the pickers put it.
    await waitFor(() => expect(['/frameworks', '/matrix', '/trend'].map(narrowed)).toEqual([true, true, true]));
    expect((screen.getByRole('combobox', { name: 'Region' }) as HTMLSelectElement).value).toBe('eu-west-1');
  });
});

const customOn = createTestFlags({ compliance_custom_benchmarks: true });

describe('custom framework upload', { timeout: 60_000 }, () => {
  const bad = '{\n  "id": "ACME-1",\n  "sections": []\n}';
  it('lists each problem the server names with its line and field, and keeps the text to fix', async () => {
    const api = complianceApi();
    const posted: unknown[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/compliance/v1/frameworks')) {
        posted.push(await request.json());
        return new Response(JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'The framework file is invalid', fields: [
          { path: 'name', message: 'line 1: Required' }, { path: 'sections', message: 'line 3: Array must contain at least 1 element(s)' }] } }),
        { status: 400, headers: { 'content-type': 'application/json' } });
      }
      return api.fetch(request);
    };
    await renderRoute(plugin, '/admin/cloud-posture/compliance', { fetch, actions: ['MANAGE_ADMINISTRATION'], flags: customOn });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a custom framework' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a custom framework' });
    const text = within(dialog).getByRole('textbox', { name: 'Framework (JSON)' });
    await userEvent.click(text);
    await userEvent.paste(bad);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add framework' }));
    const alert = await within(dialog).findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['name: line 1: Required', 'sections: line 3: Array must contain at least 1 element(s)']);
    expect(posted).toEqual([{ source: bad }]);
    expect((text as HTMLTextAreaElement).value).toBe(bad);
  });

  it('is not offered to a role that may not change administration', async () => {
    await renderRoute(plugin, '/admin/cloud-posture/compliance', { fetch: complianceApi().fetch, actions: [], flags: customOn });
    await screen.findByTestId('score-ZBP');
    expect(screen.queryByRole('button', { name: 'Add a custom framework' })).toBeNull();
  });
});

describe('custom frameworks with compliance_custom_benchmarks off', { timeout: 60_000 }, () => {
  const custom = { ...FRAMEWORK, id: 'ACME-BASE', name: 'Acme baseline', custom: true };
  const customApi = () => {
    const base = complianceApi();
    return recordingApi(async (url, request) => (url.pathname.endsWith('/compliance/v1/frameworks/ACME-BASE') ? custom : (await base.fetch(request)).json()));
  };

  it('offers neither adding nor composing a framework to an administrator', async () => {
    const on = await renderRoute(plugin, '/admin/cloud-posture/compliance', { fetch: complianceApi().fetch, actions: ['MANAGE_ADMINISTRATION'], flags: customOn });
    expect(await screen.findByRole('button', { name: 'Add a custom framework' })).toBeTruthy();
    on.unmount();
    await renderRoute(plugin, '/admin/cloud-posture/compliance', { fetch: complianceApi().fetch, actions: ['MANAGE_ADMINISTRATION'] });
    await screen.findByTestId('score-ZBP');
    expect(screen.queryByRole('button', { name: 'Add a custom framework' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Compose a framework' })).toBeNull();
  });

  it('shows a custom framework made before without Edit or Delete', async () => {
    const on = await renderRoute(plugin, '/admin/cloud-posture/compliance?framework=ACME-BASE', { fetch: customApi().fetch, actions: ['MANAGE_ADMINISTRATION'], flags: customOn });
    expect(await screen.findByRole('button', { name: 'Edit framework' })).toBeTruthy();
    on.unmount();
    await renderRoute(plugin, '/admin/cloud-posture/compliance?framework=ACME-BASE', { fetch: customApi().fetch, actions: ['MANAGE_ADMINISTRATION'] });
    expect((await screen.findByTestId('framework-score')).textContent).toBe('27%');
    expect(screen.queryByRole('button', { name: 'Edit framework' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete framework' })).toBeNull();
  });
});

describe('attesting', { timeout: 60_000 }, () => {
  it('offers Attest on a manual requirement only to a role holding MANAGE_ALERTS', async () => {
    const viewer = await renderRoute(plugin, '/admin/cloud-posture/compliance?framework=ZBP', { fetch: complianceApi().fetch, actions: [] });
    expect(await screen.findByRole('rowheader', { name: 'ZBP-GOV-1 Owners named' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Attest ZBP-GOV-1' })).toBeNull();
    viewer.unmount();
    await renderRoute(plugin, '/admin/cloud-posture/compliance?framework=ZBP', { fetch: complianceApi().fetch, actions: ['MANAGE_ALERTS'] });
    expect(await screen.findByRole('button', { name: 'Attest ZBP-GOV-1' })).toBeTruthy();
  });
});
