// @vitest-environment jsdom
import { recordingApi, renderRoute } from '@palisade/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import plugin from '../plugin';
import type { Identity, IdentityDetail, LeastPrivilege } from '../inventory/identitiesApi';

const identity = (n: number, extra: Partial<Identity> = {}): Identity => ({
  id: n, name: `ana.adams-${n}`, type: 'user', cloud: 'aws', account: { id: 3, name: 'acme-aws-1' }, resourceId: `arn:aws:iam::123456789012:user/ana.adams-${n}`,
  mfa: 'disabled', lastActivity: '2026-11-20T10:00:00.000Z', keyAgeDays: 120, policies: [{ id: 'aws:AdministratorAccess' }],
  permissions: { granted: 10, used: 2, unused: 8, unusedPercent: 80 }, flags: ['admin', 'noMfa', 'oldKeys'], riskScore: 60, risk: 'High',
  riskReasons: [{ flag: 'admin', points: 35, detail: 'A policy allows every action or a whole service (wildcard)' },
    { flag: 'noMfa', points: 15, detail: 'Signs in to the console without multi-factor authentication' },
    { flag: 'oldKeys', points: 10, detail: 'An active access key is 120 days old (over 90)' }],
  ...extra,
});

const detail = (i: Identity): IdentityDetail => ({
  identity: i,
  attachedPolicies: [{ id: 'aws:AdministratorAccess', name: 'AdministratorAccess', cloud: 'aws', document: { Version: '2012-10-17', Statement: { Effect: 'Allow', Action: '*', Resource: '*' } } }],
  accessKeys: [{ id: 'AKIAQQQQ1', createdAt: '2026-07-27T00:00:00.000Z', status: 'Active', lastUsed: null }],
  trust: { principals: [], external: [], crossAccount: [] },
  effective: [{ service: 's3', granted: 2, used: 1, permissions: [
    { action: 's3:GetObject', resources: ['*'], conditional: false, used: true }, { action: 's3:DeleteBucket', resources: ['*'], conditional: false, used: false }] }],
});

const suggested = { Version: '2012-10-17', Statement: [{ Sid: 'UsedS3', Effect: 'Allow', Action: ['s3:GetObject'], Resource: '*' }] };
const leastPrivilege: LeastPrivilege = {
  current: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: '*', Resource: '*' }] }, suggested,
  diff: [{ op: 'same', text: '{' }, { op: 'remove', text: '  "Action": "*",' }, { op: 'add', text: '  "Action": ["s3:GetObject"],' }, { op: 'same', text: '}' }],
  removedActions: ['s3:DeleteBucket'], keptActions: ['s3:GetObject'],
};

function identitiesApi(items = [identity(1), identity(2)]) {
  const api = recordingApi((url) => {
    const path = url.pathname;
    if (path.endsWith('/v1/saved-views')) return { views: [] };
    if (path.endsWith('/posture/history')) {
      return { from: '2026-10-24', to: '2026-11-24', series: [{ metric: 'identities.creep', dimension: 'account', previous: null, change: null,
        points: [{ day: '2026-11-23', total: 58, values: { 'acme-aws-1': 70, 'acme-azure-2': 40 } }, { day: '2026-11-24', total: 60, values: { 'acme-aws-1': 72, 'acme-azure-2': 41 } }] }] };
    }
    if (path.endsWith('/identities/facets')) {
      const f = (value: string, count: number, label?: string) => ({ value, count, ...(label ? { label } : {}) });
      return { cloud: [f('aws', 2)], type: [f('user', 2)], account: [f('3', 2, 'acme-aws-1')], risk: [f('High', 2)], mfa: [f('disabled', 2), f('enabled', 5)],
        flag: [f('admin', 2), f('noMfa', 2), f('oldKeys', 2), f('privilegeEscalation', 0), f('externalTrust', 0), f('crossAccountTrust', 0), f('inactive', 0)] };
    }
    const lp = /\/identities\/(\d+)\/least-privilege$/.exec(path);
    if (lp) return leastPrivilege;
    const one = /\/identities\/(\d+)$/.exec(path);
    if (one) return detail(items.find((i) => i.id === Number(one[1]))!);
    if (path.endsWith('/identity/api/v1/identities')) {
      const pageSize = Number(url.searchParams.get('pageSize'));
      return { items, total: items.length, page: Number(url.searchParams.get('page')), pageSize, pageCount: 1 };
    }
    if (path.endsWith('/totalIdentities')) return { total: items.length };
    if (path.endsWith('/access-keys')) {
      return { total: 1, page: 1, pageSize: 50, items: [{ identityId: 2, keyId: 'AKIAOLDKEY', principal: 'ana.adams-2', principalType: 'user', cloud: 'aws',
        account: { id: 3, name: 'acme-aws-1' }, status: 'Active', createdAt: '2026-05-08T00:00:00.000Z', ageDays: 200, lastUsed: null, flags: ['oldKey', 'unusedKey'] }] };
    }
    if (path.endsWith('/role-assignments')) {
      return { total: 1, page: 1, pageSize: 50, roles: [{ value: 'azure:Owner', label: 'Owner', count: 1 }], items: [{ identityId: 1, principal: 'bob@contoso.example',
        principalType: 'user', account: { id: 4, name: 'acme-azure-2' }, role: { id: 'azure:Owner', name: 'Owner' }, scope: '/subscriptions/0000-1111', scopeLevel: 'subscription' }] };
    }
    return {};
  });
  return { fetch: api.fetch, calls: () => api.calls, lists: () => api.calls.filter((c) => c.pathname.endsWith('/identity/api/v1/identities')) };
}

const table = () => screen.findByRole('table', { name: 'Identities' });
afterEach(() => vi.restoreAllMocks());

describe('cloud identity inventory', { timeout: 60_000 }, () => {
  it('sends the filters, thresholds and sort from the URL to the server and shows them as chips', async () => {
    const api = identitiesApi();
    await renderRoute(plugin, '/admin/cloud-posture/cloud-identities?flag=noMfa,admin&risk=High&keyAgeOver=90&policy=aws:AdministratorAccess&sort=unused&dir=asc', { fetch: api.fetch });
    expect(within(await table()).getAllByRole('row')).toHaveLength(3);
    const sent = api.lists()[0]!.searchParams;
    expect(sent.getAll('flag')).toEqual(['noMfa', 'admin']);
    expect([sent.get('risk'), sent.get('keyAgeOver'), sent.get('policy'), sent.get('sort'), sent.get('dir')]).toEqual(['High', '90', 'aws:AdministratorAccess', 'unused', 'asc']);
    expect(screen.getByRole('button', { name: 'Remove filter Risk flag: No MFA' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter Key older than (days): 90' })).toBeTruthy();
  });

  it('picks a risk flag from its menu with its count, and the choice goes to the server', async () => {
    const api = identitiesApi();
    await renderRoute(plugin, '/admin/cloud-posture/cloud-identities', { fetch: api.fetch });
    await table();
    await userEvent.click(await screen.findByRole('button', { name: 'MFA Any' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Not enabled (2)' }));
    await waitFor(() => expect(api.lists().at(-1)!.searchParams.getAll('mfa')).toEqual(['disabled']));
  });

  it('opens an identity: risk reasons, effective permissions by service, and the suggested policy as a diff to download', async () => {
    const api = identitiesApi();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => { created.push(blob as Blob); return 'blob:policy'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this.download); });
    await renderRoute(plugin, '/admin/cloud-posture/cloud-identities', { fetch: api.fetch });
    await userEvent.click(within(await table()).getByRole('button', { name: 'ana.adams-2' }));
    const drawer = await screen.findByRole('dialog', { name: 'ana.adams-2' });
    expect(within(drawer).getByRole('heading', { name: 'Risk score 60 (High)' })).toBeTruthy();
    expect(within(drawer).getByText(/An active access key is 120 days old/)).toBeTruthy();
    await userEvent.click(within(drawer).getByText('s3: 2 granted, 1 used'));
    const s3 = within(drawer).getByRole('table', { name: 'Actions of s3' });
    expect(within(s3).getAllByRole('row').map((r) => r.textContent)).toEqual(['ActionResourcesUsed in 90 days', 's3:GetObject*Yes', 's3:DeleteBucket*No']);
    await within(drawer).findByText('Keeps the 1 actions used in the last 90 days and removes 1 never used. Changes against today\'s policy:');
    expect(within(drawer).getByLabelText("Today's policy compared with the suggested one").textContent).toContain('-   "Action": "*",');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Download JSON' }));
    expect(clicked).toEqual(['ana.adams-2-least-privilege.json']);
    expect(JSON.parse(await created[0]!.text())).toEqual(suggested);
  });

  it('draws the permission creep index with its overall figure', async () => {
    const api = identitiesApi();
    await renderRoute(plugin, '/admin/cloud-posture/cloud-identities', { fetch: api.fetch });
    expect(await screen.findByText('60% of the permissions granted to identities were not used in the last 90 days.')).toBeTruthy();
    expect(api.calls().find((c) => c.pathname.endsWith('/posture/history'))!.searchParams.get('metrics')).toBe('identities.creep');
  });

  it('asks for the creep index over the period picked: 30 days at first, then 90', async () => {
    const api = identitiesApi();
    const span = (c: URL) => Math.round((Number(c.searchParams.get('to')) - Number(c.searchParams.get('from'))) / 86_400_000);
    const histories = () => api.calls().filter((c) => c.pathname.endsWith('/posture/history'));
    await renderRoute(plugin, '/admin/cloud-posture/cloud-identities', { fetch: api.fetch });
    const picker = await screen.findByRole('combobox', { name: 'Period' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days']);
    await waitFor(() => expect(histories().map(span)).toEqual([30]));
    await userEvent.selectOptions(picker, 'Last 90 days');
    await waitFor(() => expect(histories().map(span)).toEqual([30, 90]));
    expect(await screen.findByText('60% of the permissions granted to identities were not used in the last 90 days.')).toBeTruthy();
  });

  it('lists access keys on their own tab with age, last use and risk flags, filtered from the URL, and opens the key\'s identity', async () => {
    const api = identitiesApi();
    await renderRoute(plugin, '/admin/cloud-posture/cloud-identities?tab=keys&flag=oldKey', { fetch: api.fetch });
    const keys = await screen.findByRole('table', { name: 'Access keys' });
    expect(within(keys).getAllByRole('row')[1]!.textContent).toBe('ana.adams-2AKIAOLDKEYAWSacme-aws-1Active200 daysNeverOlder than 90 days, Never used');
    const sent = api.calls().find((c) => c.pathname.endsWith('/access-keys'))!.searchParams;
    expect([sent.getAll('flag'), sent.get('sort'), sent.get('dir')]).toEqual([['oldKey'], 'createdAt', 'asc']);
    await userEvent.click(screen.getByRole('button', { name: 'Status Any' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Active' }));
    await waitFor(() => expect(api.calls().filter((c) => c.pathname.endsWith('/access-keys')).at(-1)!.searchParams.getAll('status')).toEqual(['Active']));
    await userEvent.click(within(keys).getByRole('button', { name: 'ana.adams-2' }));
    expect(await screen.findByRole('dialog', { name: 'ana.adams-2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Identities', hidden: true }).getAttribute('aria-selected')).toBe('true');
  });

  it('lists Azure role assignments with role, scope and principal, and filters by role', async () => {
    const api = identitiesApi();
    await renderRoute(plugin, '/admin/cloud-posture/cloud-identities', { fetch: api.fetch });
    await userEvent.click(await screen.findByRole('tab', { name: 'Role assignments' }));
    const table = await screen.findByRole('table', { name: 'Azure role assignments' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('bob@contoso.example' + 'UserOwner/subscriptions/0000-1111Subscriptionacme-azure-2');
    await userEvent.click(screen.getByRole('button', { name: 'Role Any' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Owner (1)' }));
    await waitFor(() => expect(api.calls().filter((c) => c.pathname.endsWith('/role-assignments')).at(-1)!.searchParams.getAll('role')).toEqual(['azure:Owner']));
  });
});
