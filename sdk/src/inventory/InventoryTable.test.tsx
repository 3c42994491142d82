// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithConsole } from '../testing/renderWithConsole';
import { createColumnHelper } from '@tanstack/react-table';
import { InventoryTable } from './InventoryTable';
import type { SortDirection } from './inventoryView';

type Asset = { id: string; name: string; region: string; tags: string };
const col = createColumnHelper<Asset>();
const columns = [
  col.accessor('name', { id: 'name', header: 'Name' }),
  col.accessor('region', { id: 'region', header: 'Region' }),
  col.accessor('tags', { id: 'tags', header: 'Tags' }),
];
const assets: Asset[] = [1, 2, 3, 4].map((n) => ({ id: `a-${n}`, name: `bucket-${n}`, region: 'eu-west-1', tags: `team=${n}` }));

function Harness({ sorts, bulk }: { sorts: { sort: string; dir: SortDirection }[]; bulk: string[][] }) {
  const [selection, setSelection] = useState<string[]>([]);
  return (
    <InventoryTable label="Assets" rows={assets} columns={columns} getRowId={(a) => a.id} visibleColumns={['region', 'name']}
      sorts={['name', 'region']} sort="name" dir="desc" onSort={(sort, dir) => sorts.push({ sort, dir })}
      selection={selection} onSelectionChange={setSelection}
      bulkActions={(ids) => <button type="button" disabled={!ids.length} onClick={() => bulk.push(ids)}>Tag</button>} />
  );
}

describe('inventory table', () => {
  it('shows the chosen columns in their order, marks the sort and sorts on a header click', async () => {
    const sorts: { sort: string; dir: SortDirection }[] = [];
    renderWithConsole(<Harness sorts={sorts} bulk={[]} />);
    const table = screen.getByRole('table', { name: 'Assets' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['', 'Region', 'Name ▼']);
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual([null, 'none', 'descending']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('eu-west-1bucket-1');
    await userEvent.click(within(headers[2]!).getByRole('button'));
    await userEvent.click(within(headers[1]!).getByRole('button'));
    expect(sorts).toEqual([{ sort: 'name', dir: 'asc' }, { sort: 'region', dir: 'desc' }]);
  });

  it('selects rows one by one or the whole page, counts them and hands them to the bulk action', async () => {
    const bulk: string[][] = [];
    renderWithConsole(<Harness sorts={[]} bulk={bulk} />);
    expect(screen.getByRole('status').textContent).toBe('0 selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select a-2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select a-4' }));
    expect(screen.getByRole('status').textContent).toBe('2 selected');
    expect((screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Tag' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('status').textContent).toBe('4 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Tag' }));
    expect(bulk.map((ids) => [...ids].sort())).toEqual([['a-2', 'a-4'], ['a-1', 'a-2', 'a-3', 'a-4']]);
  });
});
