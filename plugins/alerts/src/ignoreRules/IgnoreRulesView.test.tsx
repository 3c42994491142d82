// @vitest-environment jsdom
import { renderRoute } from '@palisade/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import plugin from '../plugin';
import type { IgnoreRule } from '../alerts/alertsApi';

const rule = (id: string, extra: Partial<IgnoreRule> = {}): IgnoreRule => ({
  id, kind: 'cloud', policyId: 'ZS-AWS-S3-001', policyName: 'S3 bucket is publicly readable', accountId: 3, accountName: 'acme-aws-1',
  reason: 'Public website bucket', createdBy: 'analyst@acme.test', createdAt: '2026-03-01T10:00:00Z', ...extra,
});

/** The ignore-rule endpoints over an in-memory list; records every call. */
function rulesApi(initial: IgnoreRule[], options: { failList?: boolean; refuseDelete?: boolean } = {}) {
  let rules = [...initial];
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (path.endsWith('/alerts/v1/ignoreRules')) {
      return options.failList ? json({ error: { code: 'FORBIDDEN', message: 'Ignore rules are turned off for this tenant' } }, 403) : json({ rules });
    }
    const del = /\/alerts\/v1\/ignoreRules\/([^/]+)$/.exec(path);
    if (del && request.method === 'DELETE') {
      if (options.refuseDelete) return json({ error: { code: 'NOT_FOUND', message: 'No ignore rule r2' } }, 404);
      rules = rules.filter((r) => r.id !== del[1]);
      return new Response(null, { status: 204 });
    }
    return json({ total: 0 });
  };
  return { fetch, calls };
}

const rulesOn = [{ key: 'ignore_rules', value: true }];
const rulesTable = () => screen.findByRole('table', { name: 'Ignore rules' });

describe('ignore rules tab', () => {
  it('lists the rules with policy, account (or any), reason and who made them', async () => {
    const api = rulesApi([rule('r2', { accountId: null, accountName: null, kind: 'iac', policyName: 'Terraform S3 bucket without encryption' }), rule('r1')]);
    await renderRoute(plugin, '/admin/alerts?tab=rules', { fetch: api.fetch, flags: rulesOn });
    expect(screen.getByRole('tab', { name: 'Ignore rules' }).getAttribute('aria-selected')).toBe('true');
    const rows = within(await rulesTable()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 5).map((c) => c.textContent))).toEqual([
      ['Terraform S3 bucket without encryptionZS-AWS-S3-001', 'IaC Alerts', 'Any account', 'Public website bucket', 'analyst@acme.test'],
      ['S3 bucket is publicly readableZS-AWS-S3-001', 'Cloud Alerts', 'acme-aws-1', 'Public website bucket', 'analyst@acme.test'],
    ]);
    expect(rows[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-03-01T10:00:00Z');
  });

  it('deletes a rule only after confirming, then lists the rest', async () => {
    const api = rulesApi([rule('r2', { accountId: null, accountName: null }), rule('r1')]);
    await renderRoute(plugin, '/admin/alerts?tab=rules', { fetch: api.fetch, flags: rulesOn, actions: ['MANAGE_ALERTS'] });
    await rulesTable();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the ignore rule for S3 bucket is publicly readable on Any account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this ignore rule?' });
    expect(dialog.textContent).toContain('New alerts of S3 bucket is publicly readable on Any account will stay open.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete the ignore rule for S3 bucket is publicly readable on Any account' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Ignore rules' })).getAllByRole('row')).toHaveLength(2));
    expect(api.calls.filter((c) => c.startsWith('DELETE'))).toEqual(['DELETE /bff/api/alerts/v1/ignoreRules/r2']);
    expect(screen.getByText('acme-aws-1')).toBeTruthy();
  });

  it('keeps the dialog open and says why when the server refuses the delete', async () => {
    const api = rulesApi([rule('r2')], { refuseDelete: true });
    await renderRoute(plugin, '/admin/alerts?tab=rules', { fetch: api.fetch, flags: rulesOn, actions: ['MANAGE_ALERTS'] });
    await rulesTable();
    await userEvent.click(screen.getByRole('button', { name: /^Delete the ignore rule/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('The rule was not deleted: No ignore rule r2');
  });

  it('offers no delete without the permission to act on alerts', async () => {
    await renderRoute(plugin, '/admin/alerts?tab=rules', { fetch: rulesApi([rule('r1')]).fetch, flags: rulesOn, actions: [] });
    await rulesTable();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('says when there are no rules, and when they could not be loaded', async () => {
    await renderRoute(plugin, '/admin/alerts?tab=rules', { fetch: rulesApi([]).fetch, flags: rulesOn });
    expect(await screen.findByText('There are no ignore rules. Create one with Ignore on an alert.')).toBeTruthy();
    document.body.innerHTML = '';
    await renderRoute(plugin, '/admin/alerts?tab=rules', { fetch: rulesApi([], { failList: true }).fetch, flags: rulesOn });
    expect(await screen.findByText('The ignore rules could not be loaded')).toBeTruthy();
    expect(screen.getByText(/Ignore rules are turned off for this tenant/)).toBeTruthy();
  });

  it('has no tab when the flag is off', async () => {
    await renderRoute(plugin, '/admin/alerts?tab=rules', { fetch: rulesApi([rule('r1')]).fetch, flags: [{ key: 'ignore_rules', value: false }] });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Cloud Alerts', 'IaC Alerts']);
    expect(screen.getByRole('tab', { name: 'Cloud Alerts' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('table', { name: 'Ignore rules' })).toBeNull();
  });
});
