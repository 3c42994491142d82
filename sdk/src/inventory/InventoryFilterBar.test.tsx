// @vitest-environment jsdom
import { renderWithConsole } from '../testing/renderWithConsole';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { InventoryFilterBar } from './InventoryFilterBar';
import { inventoryQuery } from './inventoryQuery';

type Filters = { lists: Partial<Record<'severity' | 'repository', string[]>>; texts: { q?: string } };
const LABELS = { search: 'Search findings', q: 'Rule, resource or file', apply: 'Apply' };
const MENUS = [
  { key: 'severity' as const, label: 'Severity', options: [{ value: 'Critical', label: 'Critical' }, { value: 'High', label: 'High' }] },
  { key: 'repository' as const, label: 'Repository', options: [{ value: 'acme/infra', label: 'acme/infra' }] },
];

function Harness({ initial, changes }: { initial: Filters; changes: unknown[] }) {
  const [view, setView] = useState(initial);
  return (
    <>
      <InventoryFilterBar view={view} menus={MENUS} labels={LABELS} onChange={(change) => { changes.push(change); setView((v) => ({ ...v, ...change })); }} />
      <button type="button" onClick={() => setView({ lists: {}, texts: { q: 'from a link' } })}>Open a link</button>
    </>
  );
}

describe('inventory filter bar', () => {
  it('applies the search on submit, trimmed, and a menu at once, keeping the other menus', async () => {
    const changes: unknown[] = [];
    await renderWithConsole(<Harness initial={{ lists: { repository: ['acme/infra'] }, texts: {} }} changes={changes} />);
    const search = screen.getByRole('searchbox', { name: 'Rule, resource or file' });
    await userEvent.type(search, '  s3 bucket ');
    expect(changes).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.click(screen.getByRole('button', { name: 'Severity Any' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'High' }));
    expect(changes).toEqual([{ texts: { q: 's3 bucket' } }, { lists: { repository: ['acme/infra'], severity: ['High'] } }]);
    expect(screen.getByRole('search', { name: 'Search findings' })).toBeTruthy();
  });

  it('clears the search when submitted empty, and shows the search of a view the URL changed to', async () => {
    const changes: unknown[] = [];
    await renderWithConsole(<Harness initial={{ lists: {}, texts: { q: 'old' } }} changes={changes} />);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Rule, resource or file' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(changes).toEqual([{ texts: {} }]);
    await userEvent.click(screen.getByRole('button', { name: 'Open a link' }));
    expect(screen.getByRole('searchbox', { name: 'Rule, resource or file' })).toHaveProperty('value', 'from a link');
  });
});

describe('inventoryQuery', () => {
  it('repeats each list value, keeps non-empty texts, then the sort', () => {
    const spec = { lists: ['severity', 'repository'] as const, texts: ['q'] as const };
    expect(inventoryQuery(spec, { lists: { severity: ['Critical', 'High'], repository: ['acme/a,b'] }, texts: { q: 'bucket' }, sort: 'lastSeen', dir: 'desc' }).toString())
      .toBe('severity=Critical&severity=High&repository=acme%2Fa%2Cb&q=bucket&sort=lastSeen&dir=desc');
    expect(inventoryQuery(spec, { lists: {}, texts: { q: '' }, sort: 'name', dir: 'asc' }).toString()).toBe('sort=name&dir=asc');
  });
});
