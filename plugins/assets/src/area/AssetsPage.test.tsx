// @vitest-environment jsdom
import { createTestAccess, recordingApi, renderRoute } from '@palisade/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import plugin from '../plugin';
import type { Asset, AssetDetail } from '../inventory/assetsApi';

const asset = (n: number, extra: Partial<Asset> = {}): Asset => ({
  id: n, name: `bucket-${n}`, resourceId: `arn:aws:s3:::bucket-${n}`, cloud: 'aws', account: { id: 3, name: 'acme-aws-1', provider: 'aws', externalId: '123456789012' },
  businessUnit: 'Payments', region: 'us-east-1', type: 'S3 Bucket', service: 'S3', category: 'Storage', tags: [{ key: 'env', value: 'prod' }], exposed: true,
  exposureReason: 'Bucket policy allows public read', openAlerts: { Critical: 2, High: 1, Medium: 0, Low: 0 }, firstSeen: '2026-01-01T00:00:00Z',
  lastSeen: '2026-01-02T00:00:00Z', createdAt: Date.UTC(2026, 0, 1), ...extra,
});

const facet = (value: string, count: number, label = value) => ({ value, label, count });

/** A console API double for the asset routes; records every request's path and query. */
function assetsApi(items = [asset(1), asset(2), asset(3)], total = items.length) {
  const api = recordingApi((url) => {
    const path = url.pathname;
    if (path.endsWith('/v1/saved-views')) return { views: [] };
    if (path.endsWith('/assets/facets')) {
      return { cloud: [facet('aws', 40)], account: [facet('3', 40, 'acme-aws-1')], region: [facet('us-east-1', 30), facet('eu-west-1', 10)], service: [],
        type: [facet('S3 Bucket', 12)], category: [], businessUnit: [], exposed: [facet('true', 7), facet('false', 33)], hasCritical: [], tagKey: [], tagValue: [] };
    }
    if (path.endsWith('/assets/dashboard')) {
      return { total: 40, byCloud: [{ value: 'aws', count: 30 }, { value: 'azure', count: 10 }], byRegion: [{ value: 'us-east-1', count: 30 }],
        byType: [{ value: 'S3 Bucket', count: 12 }], exposure: { exposed: 7, notExposed: 33, exposedWithCritical: 2 }, riskiest: [items[1]],
        regions: [{ cloud: 'aws', region: 'us-east-1', count: 30, withCritical: 2 }, { cloud: 'azure', region: 'westeurope', count: 10, withCritical: 0 }],
        exposureFlow: [{ cloud: 'aws', exposed: false, severity: 'None', count: 20 }, { cloud: 'azure', exposed: false, severity: 'None', count: 10 },
          { cloud: 'aws', exposed: false, severity: 'Low', count: 3 }, { cloud: 'aws', exposed: true, severity: 'High', count: 5 },
          { cloud: 'aws', exposed: true, severity: 'Critical', count: 2 }],
        growth: { interval: 'week', points: [{ start: '2026-01-05T00:00:00.000Z', added: 4, total: 36 }, { start: '2026-01-12T00:00:00.000Z', added: 4, total: 40 }] } };
    }
    const reach = /\/identity\/api\/v1\/assets\/(\d+)\/reach$/.exec(path);
    if (reach) {
      return { asset: { id: Number(reach[1]), name: `bucket-${reach[1]}`, resourceId: `arn:aws:s3:::bucket-${reach[1]}` },
        identities: [{ id: 9, name: 'deploy-role', type: 'role', riskScore: 65, risk: 'High', access: 'write', actions: ['s3:GetObject', 's3:PutObject'] }] };
    }
    const detail = /\/assets\/(\d+)$/.exec(path);
    if (detail) {
      const a = items.find((i) => i.id === Number(detail[1]))!;
      const body: AssetDetail = { asset: a, metadata: { versioning: 'Enabled' },
        alerts: { total: 3, items: [{ id: 'ZS-CLOUD-1', severity: 'Critical', status: 'Open', policy: 'S3 bucket is publicly readable', lastSeen: a.lastSeen }],
          filter: { kind: 'cloud', resourceId: [a.resourceId] } },
        vulnerabilities: { total: 0, open: 0, items: [] },
        complianceFailures: [], changes: [{ at: '2026-01-02T00:00:00Z', field: 'acl', before: 'private', after: 'public-read' }] };
      return body;
    }
    if (path.endsWith('/asset/api/v1/assets')) {
      const pageSize = Number(url.searchParams.get('pageSize'));
      return { items, total, page: Number(url.searchParams.get('page')), pageSize, pageCount: Math.ceil(total / pageSize), types: [], businessUnits: [],
        capped: false, nextCursor: null, previousCursor: null };
    }
    return { total };
  });
  return { fetch: api.fetch, calls: () => api.calls, lists: () => api.calls.filter((c) => c.pathname.endsWith('/asset/api/v1/assets')) };
}

const table = () => screen.findByRole('table', { name: 'Assets' });

describe('cloud assets inventory', { timeout: 60_000 }, () => {
  it('sends the filters, search, sort and page from the URL to the server, and shows them as chips', async () => {
    const api = assetsApi([asset(1), asset(2)], 120);
    await renderRoute(plugin, '/admin/cloud-posture/cloud-assets?region=us-east-1,eu-west-1&exposed=true&q=bucket&sort=critical&dir=desc&page=2&pageSize=25',
      { fetch: api.fetch });
    expect(within(await table()).getAllByRole('row')).toHaveLength(3);
    const sent = api.lists()[0]!.searchParams;
    expect(sent.getAll('region')).toEqual(['us-east-1', 'eu-west-1']);
    expect([sent.get('exposed'), sent.get('q'), sent.get('sort'), sent.get('dir'), sent.get('page'), sent.get('pageSize')])
      .toEqual(['true', 'bucket', 'critical', 'desc', '2', '25']);
    expect(screen.getByRole('button', { name: 'Remove filter Internet exposed: Yes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter Region: eu-west-1' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Critical alerts/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('removing the tag key chip removes its tag values too, and the next request has neither', async () => {
    const api = assetsApi();
    await renderRoute(plugin, '/admin/cloud-posture/cloud-assets?tagKey=env&tagValue=prod,qa&region=us-east-1', { fetch: api.fetch });
    await table();
    expect(screen.getByRole('button', { name: 'Remove filter Tag value: qa' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Tag key: env' }));
    await waitFor(() => expect(api.lists().at(-1)!.searchParams.has('tagKey')).toBe(false));
    expect(api.lists().at(-1)!.searchParams.has('tagValue')).toBe(false);
    expect(screen.queryByRole('button', { name: /^Remove filter Tag value/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove filter Region: us-east-1' })).toBeTruthy();
  });

  it('offers each filter value with its count, and a choice goes to the server', async () => {
    const api = assetsApi();
    await renderRoute(plugin, '/admin/cloud-posture/cloud-assets', { fetch: api.fetch });
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'Region Any' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'eu-west-1 (10)' }));
    await waitFor(() => expect(api.lists().at(-1)!.searchParams.getAll('region')).toEqual(['eu-west-1']));
  });

  it('opens an asset in the drawer with its exposure, identities, changes and a link into Alerts filtered to its resource id', async () => {
    const api = assetsApi();
    await renderRoute(plugin, '/admin/cloud-posture/cloud-assets', { fetch: api.fetch });
    await userEvent.click(within(await table()).getByRole('button', { name: 'bucket-2' }));
    const drawer = await screen.findByRole('dialog', { name: 'bucket-2' });
    await within(drawer).findByText('Reachable from the internet: Bucket policy allows public read');
    const reach = within(drawer).getByRole('region', { name: 'Who can reach this' });
    expect((await within(reach).findByText('deploy-role')).closest('li')!.textContent).toBe('deploy-role (role, High risk): can change it s3:GetObject, s3:PutObject');
    expect(api.calls().some((c) => c.pathname === '/bff/api/identity/api/v1/assets/2/reach')).toBe(true);
    expect(within(drawer).getByText(/acl changed from "private" to "public-read"/)).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Open its 3 alerts in Alerts' }).getAttribute('href'))
      .toBe('/admin/alerts?resourceId=arn%3Aaws%3As3%3A%3A%3Abucket-2');
    await userEvent.click(within(drawer).getByRole('button', { name: /Next/ }));
    await screen.findByRole('dialog', { name: 'bucket-3' });
  });

  it('tells a role without Cloud Identity why nobody is listed in "Who can reach this", and does not ask', async () => {
    const api = assetsApi();
    await renderRoute(plugin, '/admin/cloud-posture/cloud-assets?asset=2', { fetch: api.fetch, ...createTestAccess({ modules: ['CLOUD_ASSETS'], actions: [] }) });
    const drawer = await screen.findByRole('dialog', { name: 'bucket-2' });
    await within(drawer).findByText('Your role does not include Cloud Identity, which answers who can reach this asset.');
    expect(api.calls().some((c) => c.pathname.endsWith('/reach'))).toBe(false);
  });

  it('shows the area dashboard as a tab: charts with their text alternatives and links into the inventory filtered', async () => {
    const api = assetsApi();
    await renderRoute(plugin, '/admin/cloud-posture/cloud-assets?tab=dashboard', { fetch: api.fetch });
    expect((await screen.findByRole('tab', { name: 'Dashboard' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('img', { name: /Assets by cloud/ })).toBeTruthy();
    const byCloud = screen.getByRole('region', { name: 'Assets by cloud' });
    await userEvent.click(within(byCloud).getByRole('button', { name: 'Show as table' }));
    const rows = within(within(byCloud).getByRole('table')).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(expect.arrayContaining(['AWS30', 'Azure10']));
    expect(screen.getByRole('link', { name: '7 internet-exposed assets' }).getAttribute('href')).toBe('/admin/cloud-posture/cloud-assets?exposed=true');
    expect(screen.getByRole('link', { name: 'bucket-2' }).getAttribute('href'))
      .toBe('/admin/cloud-posture/cloud-assets?q=arn%3Aaws%3As3%3A%3A%3Abucket-2&asset=2');
    const map = screen.getByRole('group', { name: 'Assets by region: 2 places, 40 in all; most in us-east-1 (30).' });
    expect(await within(map).findByRole('img', { name: 'us-east-1 (N. Virginia): 30 assets; Has assets with open critical alerts' })).toBeTruthy();
    expect(within(map).getByRole('img', { name: 'westeurope (Netherlands): 10 assets; No open critical alerts' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Exposure flow: AWS to Not exposed 23, Azure to Not exposed 10, AWS to Internet exposed 7, '
      + 'Not exposed to No open alerts 30, Not exposed to Highest open alert: Low 3, Internet exposed to Highest open alert: High 5, '
      + 'Internet exposed to Highest open alert: Critical 2.' })).toBeTruthy();
    expect(api.lists()).toHaveLength(0);
  });
});
