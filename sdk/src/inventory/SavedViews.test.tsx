// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithConsole } from '../testing/renderWithConsole';
import { SavedViews } from './SavedViews';
import type { SavedView } from './savedViewsApi';

/** The server's saved views for one person, in memory, with its 409 for a name in use. */
function viewsServer(initial: SavedView[] = []) {
  const views = [...initial];
  const calls: { method: string; body: unknown }[] = [];
  const json = (value: unknown, status = 200) => new Response(value === null ? null : JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    calls.push({ method: request.method, body });
    const id = url.pathname.split('/saved-views/')[1];
    const taken = (name: string) => views.some((v) => v.name.toLowerCase() === name.toLowerCase() && v.id !== id);
    if (request.method === 'GET') return json({ views: views.filter((v) => v.area === url.searchParams.get('area')) });
    if (request.method === 'POST') {
      if (taken(body.name)) return json({ error: { code: 'CONFLICT', message: `You already have a view named "${body.name}" for ${body.area}` } }, 409);
      const made = { id: `view_${views.length + 1}`, isDefault: false, createdAt: '', updatedAt: '', ...body };
      views.push(made);
      return json(made, 201);
    }
    const at = views.findIndex((v) => v.id === id);
    if (request.method === 'DELETE') { views.splice(at, 1); return json(null, 204); }
    if (body.isDefault) views.forEach((v) => { v.isDefault = false; });
    views[at] = { ...views[at]!, ...body };
    return json(views[at]);
  };
  return { fetch, calls, views };
}

const critical: SavedView = { id: 'view_c', area: 'assets.cloud', name: 'Critical', view: { severity: 'Critical', sort: 'name' }, isDefault: true, createdAt: '', updatedAt: '' };

describe('saved views', () => {
  it('saves the view on screen under a name, says when the name is taken, and applies a chosen view', async () => {
    const server = viewsServer([critical]);
    const applied: string[] = [];
    renderWithConsole(<SavedViews area="assets.cloud" current={new URLSearchParams('region=eu-west-1&cols=name,region')}
      onApply={(p) => applied.push(p.toString())} />, { fetch: server.fetch });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Saved view' })).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('button', { name: 'Save view as…' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'View name' }), 'critical{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('The change was not saved: You already have a view named "critical" for assets.cloud');
    expect(screen.getByRole('textbox', { name: 'View name' })).toHaveProperty('value', 'critical');
    await userEvent.clear(screen.getByRole('textbox', { name: 'View name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'View name' }), 'Ireland{Enter}');
    await screen.findByText('View "Ireland" saved');
    expect(server.calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ area: 'assets.cloud', name: 'Ireland', view: { region: 'eu-west-1', cols: 'name,region' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Saved view' }), 'Critical (default)');
    expect(applied).toEqual(['severity=Critical&sort=name']);
  });

  it('applies the default view once when the address holds none, and updates, renames, unmarks and deletes the chosen view', async () => {
    const server = viewsServer([critical]);
    const applied: string[] = [];
    renderWithConsole(<SavedViews area="assets.cloud" current={new URLSearchParams('severity=High')} applyDefault onApply={(p) => applied.push(p.toString())} />,
      { fetch: server.fetch });
    await waitFor(() => expect(applied).toEqual(['severity=Critical&sort=name']));
    await userEvent.click(screen.getByRole('button', { name: 'Update view' }));
    await screen.findByText('View "Critical" updated');
    expect(server.views[0]!.view).toEqual({ severity: 'High' });
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'View name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'View name' }), 'High only{Enter}');
    await screen.findByText('View renamed to "High only"');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop using as default' }));
    await screen.findByText('"High only" no longer opens by default');
    expect(server.views[0]!.isDefault).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete view' }));
    // Nothing is deleted until confirmed; cancelling keeps the view.
    const dialog = await screen.findByRole('dialog', { name: 'Delete the view "High only"?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.views.map((v) => v.name)).toEqual(['High only']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete view' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete the view "High only"?' })).getByRole('button', { name: 'Delete view' }));
    await screen.findByText('View "High only" deleted');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.views).toEqual([]);
    expect(applied).toHaveLength(1);
  });
});
