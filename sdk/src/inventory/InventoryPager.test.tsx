// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConsole } from '../testing/renderWithConsole';
import { InventoryPager } from './InventoryPager';

const base = { pageSize: 50, pageSizes: [25, 50], onPageSize: () => undefined };

describe('inventory pager', () => {
  it('hands the server\'s cursors to next and previous', async () => {
    const onPage = vi.fn();
    renderWithConsole(<InventoryPager {...base} page={3} total={500} shown={50} onPage={onPage} cursors={{ next: 'after-150', previous: 'before-101' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage.mock.calls).toEqual([[4, 'after-150'], [2, 'before-101']]);
  });

  it('goes by number when there is no cursor', async () => {
    const onPage = vi.fn();
    renderWithConsole(<InventoryPager {...base} page={2} total={500} shown={50} onPage={onPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage.mock.calls).toEqual([[3]]);
  });

  it('says "more than" when the server stopped counting, and keeps next on while there is a next page', async () => {
    const onPage = vi.fn();
    const { rerender } = renderWithConsole(<InventoryPager {...base} page={200} total={10_000} shown={50} totalIsLowerBound onPage={onPage}
      cursors={{ next: 'after-10000', previous: 'before-9951' }} />);
    expect(screen.getByRole('status').textContent).toBe('Rows 9951–10000 of more than 10,000');
    expect(screen.getByText('Page 200 of more than 200')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage.mock.calls).toEqual([[201, 'after-10000']]);
    rerender(<InventoryPager {...base} page={201} total={10_000} shown={12} totalIsLowerBound onPage={onPage} cursors={{ next: null, previous: 'before-10001' }} />);
    expect(screen.getByRole('status').textContent).toBe('Rows 10001–10012 of more than 10,000');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('with an exact total, next stops at the last page', () => {
    renderWithConsole(<InventoryPager {...base} page={10} total={500} shown={50} onPage={() => undefined} cursors={{ next: null, previous: 'x' }} />);
    expect(screen.getByRole('status').textContent).toBe('Rows 451–500 of 500');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
