// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithConsole } from '../testing/renderWithConsole';
import { inventoryCodec } from './inventoryCodec';
import { defineInventoryView } from './inventoryView';
import { type InventoryViewUpdate, useInventoryView } from './useInventoryView';

const codec = inventoryCodec(defineInventoryView({ lists: ['region'], texts: ['q'], sorts: ['name', 'lastSeen'], defaultSort: 'lastSeen', columns: ['name'] }));
type View = ReturnType<typeof codec.parse>;
let update: InventoryViewUpdate<View>;

function Probe() {
  const [view, set] = useInventoryView(codec);
  update = set;
  return <p data-testid="url">{useLocation().search}|{view.page}|{view.selected ?? '-'}</p>;
}

describe('useInventoryView', () => {
  it('a filter or sort change goes back to page 1; opening a row or paging keeps the page', async () => {
    renderWithConsole(<Probe />, { path: '/assets?page=4&region=eu-west-1' });
    const url = () => screen.getByTestId('url').textContent;
    expect(url()).toBe('?page=4&region=eu-west-1|4|-');
    act(() => update({ selected: 'a-1' }));
    expect(url()).toBe('?region=eu-west-1&page=4&selected=a-1|4|a-1');
    act(() => update({ page: 5, selected: 'a-9' }));
    expect(url()).toBe('?region=eu-west-1&page=5&selected=a-9|5|a-9');
    act(() => update({ lists: { region: ['us-east-1'] } }));
    expect(url()).toBe('?region=us-east-1&selected=a-9|1|a-9');
    act(() => update({ page: 3 }));
    act(() => update({ sort: 'name' }));
    expect(url()).toBe('?region=us-east-1&sort=name&selected=a-9|1|a-9');
  });

  it('a page reached with a cursor keeps it while a row opens; a page by number or another filter forgets it', async () => {
    renderWithConsole(<Probe />, { path: '/assets?region=eu-west-1' });
    const url = () => screen.getByTestId('url').textContent;
    act(() => update({ page: 2, cursor: 'c2' }));
    expect(url()).toBe('?region=eu-west-1&page=2&cursor=c2|2|-');
    act(() => update({ selected: 'a-1' }));
    expect(url()).toBe('?region=eu-west-1&page=2&cursor=c2&selected=a-1|2|a-1');
    act(() => update({ page: 3 }));
    expect(url()).toBe('?region=eu-west-1&page=3&selected=a-1|3|a-1');
    act(() => update({ page: 4, cursor: 'c4' }));
    act(() => update({ lists: { region: ['us-east-1'] } }));
    expect(url()).toBe('?region=us-east-1&selected=a-1|1|a-1');
  });
});
