// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithConsole } from '../testing/renderWithConsole';
import { DetailDrawer } from './DetailDrawer';
import { useDetailNavigation } from './useDetailNavigation';

const PAGES = [['a-1', 'a-2'], ['a-3', 'a-4'], ['a-5']];

/** Two rows a page; a page's rows arrive only when the test says so, as from a server. */
function Harness({ loaded }: { loaded: Set<number> }) {
  const [state, setState] = useState<{ selected: string | null; page: number }>({ selected: null, page: 1 });
  const [, rerender] = useState(0);
  const rowIds = loaded.has(state.page) ? PAGES[state.page - 1] : undefined;
  const navigation = useDetailNavigation({ rowIds, selected: state.selected, page: state.page, pageCount: PAGES.length,
    onChange: (change) => setState((s) => ({ ...s, ...change })) });
  return (
    <>
      <button type="button" onClick={() => { loaded.add(state.page); rerender((n) => n + 1); }}>Load</button>
      <p>page {state.page}</p>
      <table><tbody>
        {(rowIds ?? []).map((id) => (
          <tr key={id} data-row-id={id}><td><button type="button" onClick={() => setState((s) => ({ ...s, selected: id }))}>{id}</button></td></tr>
        ))}
      </tbody></table>
      <DetailDrawer rowId={state.selected} title={`Asset ${state.selected}`} onClose={() => setState((s) => ({ ...s, selected: null }))} navigation={navigation}>
        <p>Detail of {state.selected}</p>
      </DetailDrawer>
    </>
  );
}

describe('detail drawer', () => {
  it('steps through the page, onto the next page once its rows arrive and back, and Escape returns the focus to the row shown last', async () => {
    renderWithConsole(<Harness loaded={new Set([1])} />);
    await userEvent.click(screen.getByRole('button', { name: 'a-1' }));
    expect(await screen.findByRole('dialog', { name: 'Asset a-1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Asset a-2' })).toBeTruthy();
    // At the page's last row, Next turns the page; the drawer stays on a-2 until page 2's rows are there.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('page 2')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Asset a-2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load', hidden: true }), { pointerEventsCheck: 0 });
    expect(await screen.findByRole('dialog', { name: 'Asset a-3' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('page 1')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Asset a-2' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'a-2' }));
  });

  it('offers no next at the last row of the last page', async () => {
    renderWithConsole(<Harness loaded={new Set([1, 2, 3])} />);
    await userEvent.click(screen.getByRole('button', { name: 'a-1' }));
    for (const id of ['a-2', 'a-3', 'a-4', 'a-5']) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('dialog', { name: `Asset ${id}` })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
