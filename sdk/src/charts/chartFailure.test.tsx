// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { BarChart } from './BarChart';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

vi.mock('./drawings/BarDrawing', () => ({
  default: () => {
    throw new Error('the drawing broke');
  },
}));

it('shows the table instead of a drawing that fails, and the page around it stays', async () => {
  // React logs the caught render error; the test checks what the user sees instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<main><h1>Dashboard</h1><BarChart title="Open alerts by severity" data={[{ label: 'Critical', value: 12 }]} /></main>);
  expect(await screen.findByText('Open alerts by severity: the chart could not be drawn; its figures are in the table.')).toBeTruthy();
  const table = screen.getByRole('table', { name: 'Open alerts by severity' });
  expect(within(table).getByRole('cell', { name: '12' })).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
});
