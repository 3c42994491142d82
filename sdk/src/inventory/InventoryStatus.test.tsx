// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConsole } from '../testing/renderWithConsole';
import { InventoryStatus } from './InventoryStatus';

const base = { onRetry: () => undefined, onClearFilters: () => undefined, empty: false, filtered: false };

describe('inventory states', () => {
  it('says it is loading, then shows the table', () => {
    const { rerender } = renderWithConsole(<InventoryStatus {...base} status="pending"><table aria-label="Assets" /></InventoryStatus>);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<InventoryStatus {...base} status="success"><table aria-label="Assets" /></InventoryStatus>);
    expect(screen.getByRole('table', { name: 'Assets' })).toBeTruthy();
  });

  it('names the failure and retries', async () => {
    const onRetry = vi.fn();
    renderWithConsole(<InventoryStatus {...base} status="error" error={new Error('Database unavailable')} onRetry={onRetry}
      labels={{ error: 'The assets could not be loaded' }}>rows</InventoryStatus>);
    expect(screen.getByRole('alert').textContent).toContain('The assets could not be loaded');
    expect(screen.getByRole('alert').textContent).toContain('Database unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says nothing matches and offers to clear the filters, or that there is nothing yet without filters', async () => {
    const onClearFilters = vi.fn();
    const { rerender } = renderWithConsole(<InventoryStatus {...base} status="success" empty filtered onClearFilters={onClearFilters}
      labels={{ empty: 'No assets match these filters.' }}>rows</InventoryStatus>);
    expect(screen.getByRole('status').textContent).toContain('No assets match these filters.');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
    rerender(<InventoryStatus {...base} status="success" empty>rows</InventoryStatus>);
    expect(screen.getByRole('status').textContent).toBe('There is nothing here yet.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
