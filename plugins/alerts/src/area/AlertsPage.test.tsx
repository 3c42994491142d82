// @vitest-environment jsdom
import { renderRoute } from '@palisade/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import plugin from '../plugin';
import type { Alert } from '../alerts/alertsApi';

const alert = (n: number, extra: Partial<Alert> = {}): Alert => ({
  id: `ZS-CLOUD-${115000 + n}`, kind: 'cloud', severity: 'High', status: 'Open', statusDescription: 'New finding',
  policy: { id: 'ZS-AWS-S3-001', name: 'S3 bucket is publicly readable' }, cloud: 'aws', account: { id: 3, name: 'acme-aws-1', externalId: '123456789012' },
  region: 'us-east-1', assetCategory: 'Storage', assetType: 'S3 Bucket', resource: `arn:aws:s3:::bucket-${n}`, businessUnit: 'Payments',
  complianceControl: 'CIS AWS 2.1.5', ageDays: n, firstSeen: '2026-01-01T00:00:00Z', lastSeen: '2026-01-02T00:00:00Z', ...extra,
});

type Call = { method: string; path: string; search: string; body: any };

/** A console API double for the alert endpoints; records every call. */
function alertsApi(options: { items?: Alert[]; total?: number; failSearch?: boolean; actionFails?: string[]; facetFailures?: number; failExport?: boolean;
  pages?: Alert[][]; savedViews?: unknown[] } = {}) {
  let facetFailures = options.facetFailures ?? 0;
  const calls: Call[] = [];
  const items = options.items ?? [alert(1), alert(2), alert(3)];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.json() : undefined;
    calls.push({ method: request.method, path: url.pathname, search: url.search, body });
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    const path = url.pathname;
    if (path.endsWith('/v1/saved-views')) return json({ views: options.savedViews ?? [] });
    if (path.endsWith('/alerts/v1/search')) {
      if (options.failSearch) return json({ error: { code: 'INTERNAL', message: 'Database unavailable' } }, 500);
      if (options.pages) {
        const total = options.pages.flat().length;
        return json({ items: options.pages[body.page - 1] ?? [], total, page: body.page, pageSize: body.pageSize, pageCount: options.pages.length });
      }
      const total = options.total ?? items.length;
      return json({ items, total, page: body.page, pageSize: body.pageSize, pageCount: Math.ceil(total / body.pageSize) });
    }
    if (path.endsWith('/alerts/v1/groupByPolicy')) {
      return json({ groups: [{ policyId: 'ZS-AWS-S3-001', policy: 'S3 bucket is publicly readable', total: 7, counts: { Critical: 1, High: 2, Medium: 3, Low: 1 } }] });
    }
    if (path.endsWith('/alerts/v1/facets')) {
      if (facetFailures-- > 0) return json({ error: { code: 'INTERNAL', message: 'Facets are down' } }, 500);
      return json({ policies: [{ id: 'ZS-AWS-S3-001', name: 'S3 bucket is publicly readable' }], accounts: [{ id: 3, name: 'acme-aws-1', cloud: 'aws', externalId: '123456789012' }],
        regions: ['us-east-1'], assetCategories: ['Storage'], assetTypes: ['S3 Bucket'], businessUnits: ['Payments'], complianceControls: ['CIS AWS 2.1.5'],
        repositories: [], branches: [] });
    }
    if (path.endsWith('/alerts/v1/alerts/actions')) {
      const failing = new Set(options.actionFails ?? []);
      const results = body.ids.map((id: string) => (failing.has(id) ? { id, ok: false, code: 'INVALID_TRANSITION', message: `Alert ${id} is Resolved` } : { id, ok: true, status: 'Resolved' }));
      return json({ results, succeeded: results.filter((r: any) => r.ok).length, failed: failing.size });
    }
    if (path.endsWith('/alerts/v1/alerts/export.csv')) {
      if (options.failExport) return json({ error: { code: 'VALIDATION', message: 'lastSeenFrom: must be a number' } }, 400);
      return new Response('Alert ID\r\n', { headers: { 'content-type': 'text/csv' } });
    }
    const detail = /\/alerts\/v1\/alerts\/([^/]+)$/.exec(path);
    if (detail) {
      const all = options.pages?.flat() ?? items;
      const index = all.findIndex((a) => a.id === detail[1]);
      return json({ alert: all[index], description: 'Anyone can read the bucket.', contributingFactors: ['ACL grants AllUsers'],
        remediation: { console: ['Turn on Block Public Access'], cli: 'aws s3api put-public-access-block' }, compliance: [{ framework: 'CIS AWS', control: 'CIS AWS 2.1.5' }],
        resource: { id: all[index]!.resource, type: 'S3 Bucket', category: 'Storage', cloud: 'aws', region: 'us-east-1', businessUnit: 'Payments',
          account: { id: 3, name: 'acme-aws-1', externalId: '123456789012' }, metadata: { provider: 'Amazon Web Services', storageClass: 'STANDARD' } },
        history: [{ from: null, to: 'Open', reason: 'Detected by scan', actor: 'scanner', at: '2026-01-01T00:00:00Z' }],
        previousId: all[index - 1]?.id ?? null, nextId: all[index + 1]?.id ?? null });
    }
    return json({ total: 0 });
  };
  return { fetch, calls, searches: () => calls.filter((c) => c.path.endsWith('/search')) };
}

const table = () => screen.findByRole('table', { name: 'Cloud alerts' });

// The heaviest jsdom tests of the suite (5 s idle for the ignore flow): room for a loaded machine.
describe('alerts page', { timeout: 60_000 }, () => {
  it('sends the filters, sort and page from the URL to the server and shows the rows', async () => {
    const api = alertsApi({ total: 120 });
    await renderRoute(plugin, '/admin/alerts?severity=Critical,High&region=us-east-1&sort=severity&dir=asc&page=2&pageSize=25', { fetch: api.fetch });
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(api.searches()[0]!.body).toMatchObject({ kind: 'cloud', severity: ['Critical', 'High'], region: ['us-east-1'], sort: 'severity', dir: 'asc', page: 2, pageSize: 25 });
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Severity/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows every value of a multi-value URL filter as chosen, and a change sends the new list', async () => {
    const api = alertsApi();
    await renderRoute(plugin, '/admin/alerts?region=us-east-1,eu-west-1&policy=ZS-AWS-S3-001', { fetch: api.fetch });
    await table();
    expect(api.searches()[0]!.body).toMatchObject({ region: ['us-east-1', 'eu-west-1'], policy: ['ZS-AWS-S3-001'] });
    expect(screen.getByRole('button', { name: 'Policy S3 bucket is publicly readable' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Region us-east-1, eu-west-1' }));
    expect(screen.getByRole('checkbox', { name: 'us-east-1' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'eu-west-1' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'us-east-1' }));
    await waitFor(() => expect(api.searches().at(-1)!.body).toMatchObject({ region: ['eu-west-1'], policy: ['ZS-AWS-S3-001'], page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Cloud Any' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'AWS' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Azure' }));
    await waitFor(() => expect(api.searches().at(-1)!.body).toMatchObject({ cloud: ['aws', 'azure'], region: ['eu-west-1'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Account Any' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'acme-aws-1 (123456789012)' }));
    await waitFor(() => expect(api.searches().at(-1)!.body).toMatchObject({ account: [3] }));
  });

  it('filters by alert ids, and on the IaC tab by commit and line, all through the URL', async () => {
    const api = alertsApi();
    await renderRoute(plugin, '/admin/alerts?tab=iac', { fetch: api.fetch });
    await screen.findByRole('table', { name: 'IaC alerts' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Alert IDs (comma-separated)' }), 'ZS-IAC-1, ZS-IAC-2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Commit starts with' }), '9f3a2c');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Line' }), '42{Enter}');
    await waitFor(() => expect(api.searches().at(-1)!.body).toMatchObject({ kind: 'iac', ids: ['ZS-IAC-1', 'ZS-IAC-2'], commit: '9f3a2c', line: 42 }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Limit by first seen' }));
    await waitFor(() => {
      const body = api.searches().at(-1)!.body;
      expect(body.firstSeenTo - body.firstSeenFrom).toBe(7 * 86_400_000);
      expect(body.lastSeenFrom).toBeUndefined();
    });
    expect(screen.getByRole('combobox', { name: 'First seen' })).toHaveProperty('value', 'last-1-week');
  });

  it('builds the export address when Export CSV is clicked, so a running time range ends at the click', async () => {
    const api = alertsApi();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this.getAttribute('href')!); });
    // Only the clock that dates the range is fake and stands still; timers stay real for the page and user-event.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
      await renderRoute(plugin, '/admin/alerts?severity=High&range=last-1-hour', { fetch: api.fetch });
      await table();
      vi.setSystemTime(new Date('2026-03-02T10:05:00Z'));
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      const check = api.calls.find((c) => c.path.endsWith('/export.csv'))!;
      const params = new URLSearchParams(check.search);
      expect(Number(params.get('lastSeenTo'))).toBe(Date.parse('2026-03-02T10:05:00Z'));
      expect(Number(params.get('lastSeenFrom'))).toBe(Date.parse('2026-03-02T09:05:00Z'));
      expect(params.get('severity')).toBe('High');
      // The download manager gets the same address the server just accepted.
      expect(clicked[0]).toBe(`/bff/api/alerts/v1/alerts/export.csv${check.search}`);
    } finally {
      vi.useRealTimers();
      click.mockRestore();
    }
  });

  it('says on the page when the export is refused, and downloads nothing', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await renderRoute(plugin, '/admin/alerts', { fetch: alertsApi({ failExport: true }).fetch });
      await table();
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect((await screen.findByRole('alert')).textContent).toBe('The export could not start: lastSeenFrom: must be a number');
      expect(click).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
    }
  });

  it('explains empty filter menus when their values failed to load, and Retry loads them', async () => {
    const api = alertsApi({ facetFailures: 1 });
    await renderRoute(plugin, '/admin/alerts', { fetch: api.fetch });
    await table();
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('The filter values could not be loaded, so the filter menus are empty: Facets are down');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Region Any' }));
    expect(screen.getByRole('checkbox', { name: 'us-east-1' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/facets'))).toHaveLength(2);
  });

  it('sends the time range as a last-seen window once, not again on every render', async () => {
    const api = alertsApi();
    await renderRoute(plugin, '/admin/alerts?range=last-24-hours', { fetch: api.fetch });
    await table();
    // A sort click renders the page again; a window computed per render would have loaded in between.
    await userEvent.click(within(screen.getByRole('columnheader', { name: /^Policy/ })).getByRole('button'));
    await waitFor(() => expect(api.searches().at(-1)!.body).toMatchObject({ sort: 'policy' }));
    expect(api.searches()).toHaveLength(2);
    const { lastSeenFrom, lastSeenTo } = api.searches()[0]!.body;
    expect(lastSeenTo - lastSeenFrom).toBe(86_400_000);
    expect(screen.getByRole('combobox', { name: 'Last seen' })).toHaveProperty('value', 'last-24-hours');
  });

  it('sorts on the server when a column header is clicked, and filters from the search box', async () => {
    const api = alertsApi();
    await renderRoute(plugin, '/admin/alerts', { fetch: api.fetch });
    await table();
    await userEvent.click(within(screen.getByRole('columnheader', { name: /^Policy/ })).getByRole('button'));
    await waitFor(() => expect(api.searches().at(-1)!.body).toMatchObject({ sort: 'policy', dir: 'desc', page: 1 }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'bucket{Enter}');
    await waitFor(() => expect(api.searches().at(-1)!.body).toMatchObject({ q: 'bucket', sort: 'policy' }));
    // Typing that is not applied yet survives a change of another filter.
    await userEvent.type(screen.getByRole('textbox', { name: 'Resource contains' }), 'arn:aws:s3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Critical' }));
    await waitFor(() => expect(api.searches().at(-1)!.body).toMatchObject({ severity: ['Critical'], q: 'bucket' }));
    expect(screen.getByRole('textbox', { name: 'Resource contains' })).toHaveProperty('value', 'arn:aws:s3');
  });

  it('resolves a selection; alerts that fail stay selected and are named', async () => {
    const api = alertsApi({ actionFails: ['ZS-CLOUD-115002'] });
    await renderRoute(plugin, '/admin/alerts', { fetch: api.fetch, actions: ['MANAGE_ALERTS'] });
    await table();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select alert ZS-CLOUD-115001' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select alert ZS-CLOUD-115002' }));
    const bar = screen.getAllByRole('group', { name: 'Actions on 2 selected alerts' })[0]!;
    await userEvent.click(within(bar).getByRole('button', { name: 'Resolve' }));
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('ZS-CLOUD-115002: Alert ZS-CLOUD-115002 is Resolved');
    expect(api.calls.find((c) => c.path.endsWith('/actions'))!.body).toEqual({ ids: ['ZS-CLOUD-115001', 'ZS-CLOUD-115002'], action: 'resolve' });
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select alert ZS-CLOUD-115002' }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Select alert ZS-CLOUD-115001' }) as HTMLInputElement).checked).toBe(false);
  });

  it('ignores with a reason and, behind the flag, an ignore rule', async () => {
    const api = alertsApi();
    await renderRoute(plugin, '/admin/alerts', { fetch: api.fetch, actions: ['MANAGE_ALERTS'], flags: [{ key: 'ignore_rules', value: true }] });
    await table();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select alert ZS-CLOUD-115003' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ignore 1 alert' });
    const confirm = within(dialog).getByRole('button', { name: 'Ignore' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Sandbox account');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /ignore rule/ }));
    await userEvent.click(confirm);
    await waitFor(() => expect(api.calls.find((c) => c.path.endsWith('/actions'))?.body).toEqual({
      ids: ['ZS-CLOUD-115003'], action: 'ignore', reason: 'Sandbox account', createIgnoreRule: true }));
  });

  it('offers no ignore rule when the flag is off, and no actions without the permission', async () => {
    const api = alertsApi();
    const first = await renderRoute(plugin, '/admin/alerts', { fetch: api.fetch, actions: ['MANAGE_ALERTS'], flags: [{ key: 'ignore_rules', value: false }] });
    await table();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select alert ZS-CLOUD-115001' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('checkbox')).toBeNull();
    first.unmount();
    await renderRoute(plugin, '/admin/alerts', { fetch: api.fetch, actions: [] });
    await table();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ignore' })).toBeNull();
  });

  it('opens the detail dialog and moves to the next alert', async () => {
    const api = alertsApi();
    await renderRoute(plugin, '/admin/alerts', { fetch: api.fetch, actions: [] });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'ZS-CLOUD-115001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert ZS-CLOUD-115001' });
    expect(await within(dialog).findByText('Anyone can read the bucket.')).toBeTruthy();
    expect(within(dialog).getByText('aws s3api put-public-access-block')).toBeTruthy();
    const compliance = within(within(dialog).getByRole('region', { name: 'Compliance mapping' })).getAllByRole('row');
    expect(compliance.map((r) => r.textContent)).toEqual(['FrameworkControl', 'CIS AWSCIS AWS 2.1.5']);
    const resource = within(dialog).getByRole('region', { name: 'Affected resource' });
    expect(within(resource).getByText('Cloud provider').nextSibling?.textContent).toBe('Amazon Web Services');
    expect(within(resource).getByText('Storage class').nextSibling?.textContent).toBe('STANDARD');
    expect(within(dialog).getByText('Account ID').nextSibling?.textContent).toBe('123456789012');
    expect((within(dialog).getByRole('button', { name: 'Previous alert' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next alert' }));
    expect(await screen.findByRole('dialog', { name: 'Alert ZS-CLOUD-115002' })).toBeTruthy();
  });

  it('groups by policy with counts per severity', async () => {
    const api = alertsApi();
    await renderRoute(plugin, '/admin/alerts?groupBy=policy&status=Open', { fetch: api.fetch });
    const groups = await screen.findByRole('table', { name: 'Alerts by policy and severity' });
    expect(within(groups).getAllByRole('row')[1]!.textContent).toContain('S3 bucket is publicly readable');
    expect(api.calls.find((c) => c.path.endsWith('/groupByPolicy'))!.body).toMatchObject({ status: ['Open'] });
  });

  it('says when nothing matches, and when loading failed offers a retry', async () => {
    await renderRoute(plugin, '/admin/alerts?q=nothing', { fetch: alertsApi({ items: [], total: 0 }).fetch });
    expect(await screen.findByText('No alerts match these filters.')).toBeTruthy();
    document.body.innerHTML = '';
    await renderRoute(plugin, '/admin/alerts', { fetch: alertsApi({ failSearch: true }).fetch });
    expect(await screen.findByText('The alerts could not be loaded')).toBeTruthy();
    expect(screen.getByText(/Database unavailable/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('alerts page on the inventory kit', { timeout: 60_000 }, () => {
  it('shows the URL\'s filters as chips named as the menus name them, and removing one asks the server again', async () => {
    const api = alertsApi();
    await renderRoute(plugin, '/admin/alerts?severity=Critical,High&account=3&range=last-1-week', { fetch: api.fetch });
    await table();
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await waitFor(() => expect(within(chips).getAllByRole('listitem').map((li) => li.textContent))
      .toEqual(['Severity: Critical×', 'Severity: High×', 'Account: acme-aws-1×', 'Last seen: Last 1 week×']));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Severity: Critical' }));
    await waitFor(() => expect(api.searches().at(-1)!.body).toMatchObject({ severity: ['High'], account: [3] }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Last seen: Last 1 week' }));
    await waitFor(() => expect(api.searches().at(-1)!.body).not.toHaveProperty('lastSeenFrom'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(api.searches().at(-1)!.body).toEqual({ kind: 'cloud', sort: 'lastSeen', dir: 'desc', page: 1, pageSize: 50 }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('hides a column from the column chooser and keeps it hidden from the URL', async () => {
    const api = alertsApi();
    const first = await renderRoute(plugin, '/admin/alerts', { fetch: api.fetch });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Region' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /^Region/ })).toBeNull());
    expect(screen.getByRole('columnheader', { name: /^Account/ })).toBeTruthy();
    first.unmount();
    await renderRoute(plugin, '/admin/alerts?cols=id,severity,account', { fetch: api.fetch });
    const headers = within(await table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Alert ID', 'Severity', 'Account']);
  });

  it('opens the person\'s default saved view when the address names no view', async () => {
    const api = alertsApi({ savedViews: [{ id: 'view_1', area: 'alerts.cloud', name: 'Critical in Ireland', isDefault: true, createdAt: '', updatedAt: '',
      view: { severity: 'Critical', region: 'eu-west-1', sort: 'severity' } }] });
    await renderRoute(plugin, '/admin/alerts', { fetch: api.fetch });
    await waitFor(() => expect(api.searches().at(-1)!.body).toMatchObject({ severity: ['Critical'], region: ['eu-west-1'], sort: 'severity' }));
    expect(screen.getByRole('combobox', { name: 'Saved view' })).toHaveProperty('value', 'view_1');
  });

  it('steps with Next from the last alert of a page to the first of the next page', async () => {
    const api = alertsApi({ pages: [[alert(1), alert(2)], [alert(3), alert(4)]] });
    await renderRoute(plugin, '/admin/alerts?pageSize=25', { fetch: api.fetch });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'ZS-CLOUD-115002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert ZS-CLOUD-115002' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next alert' }));
    expect(await screen.findByRole('dialog', { name: 'Alert ZS-CLOUD-115003' })).toBeTruthy();
    expect(api.searches().at(-1)!.body).toMatchObject({ page: 2 });
  });
});

describe('alerts page for a role with IaC alerts alone', { timeout: 60_000 }, () => {
  // dev@acme.test's grants: the IaC alerts dashboard sub-app and the IaC areas, not the Alerts module.
  const developer = [{ id: 'DASHBOARD', submodules: [{ id: 'IAC_ALERTS' }] }, 'VERSION_CONTROL_AND_CICD_SYSTEMS', 'WORKSTATIONS_AND_IDE'];

  it('lands on the IaC tab, offers no Cloud tab and never asks for cloud alerts', async () => {
    const api = alertsApi({ items: [alert(1, { id: 'ZS-IAC-7', kind: 'iac' })] });
    await renderRoute(plugin, '/admin/alerts', { fetch: api.fetch, modules: developer });
    expect(await screen.findByRole('table', { name: 'IaC alerts' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Alert type' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['IaC Alerts', 'Ignore rules']);
    expect(api.searches().map((c) => c.body.kind)).not.toContain('cloud');
    expect(api.calls.filter((c) => c.path.endsWith('/facets')).map((c) => c.search)).toEqual(['?kind=iac']);
  });

  it('shows a link to the Cloud tab as not available to the role, with the way to the IaC tab', async () => {
    const api = alertsApi();
    await renderRoute(plugin, '/admin/alerts?tab=cloud', { fetch: api.fetch, modules: developer });
    expect(await screen.findByRole('heading', { name: 'Cloud alerts are not available to your role' })).toBeTruthy();
    expect(api.searches()).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Open IaC alerts' }));
    expect(await screen.findByRole('table', { name: 'IaC alerts' })).toBeTruthy();
    expect(api.searches().map((c) => c.body.kind)).toEqual(['iac']);
  });
});
