// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithConsole } from '../testing/renderWithConsole';
import { viewChips } from './viewChips';
import { FilterChips } from './FilterChips';
import type { InventoryView } from './inventoryView';

type Filters = Pick<InventoryView<'severity' | 'account', 'q'>, 'lists' | 'texts'>;

function Harness({ initial, log }: { initial: Filters; log: Filters[] }) {
  const [filters, setFilters] = useState(initial);
  const change = (next: Filters) => { log.push(next); setFilters(next); };
  const chips = viewChips(filters, { label: (key) => ({ severity: 'Severity', account: 'Account', q: 'Search' })[key],
    valueLabel: (key, value) => (key === 'account' && value === '3' ? 'acme-aws-1' : value), onChange: change });
  return <FilterChips chips={chips} onClearAll={() => change({ lists: {}, texts: {} })} />;
}

describe('filter chips', () => {
  it('shows one chip per value with names, removes one value at a time, and moves the focus to the next chip', async () => {
    const log: Filters[] = [];
    renderWithConsole(<Harness initial={{ lists: { severity: ['Critical', 'High'], account: ['3'] }, texts: { q: 'bucket' } }} log={log} />);
    const list = screen.getByRole('list', { name: 'Active filters' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Severity: Critical×', 'Severity: High×', 'Account: acme-aws-1×', 'Search: bucket×']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Severity: Critical' }));
    expect(log.at(-1)).toEqual({ lists: { severity: ['High'], account: ['3'] }, texts: { q: 'bucket' } });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove filter Severity: High' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Search: bucket' }));
    expect(log.at(-1)).toEqual({ lists: { severity: [], account: ['3'] }, texts: {} });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove filter Account: acme-aws-1' }));
  });

  it('Clear all clears every filter, and with none set nothing shows', async () => {
    const log: Filters[] = [];
    renderWithConsole(<Harness initial={{ lists: { severity: ['Low'] }, texts: {} }} log={log} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(log).toEqual([{ lists: {}, texts: {} }]);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
