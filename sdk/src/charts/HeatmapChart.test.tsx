// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeatmapChart } from './HeatmapChart';
import { contrastRatio, HEATMAP_STEPS, heatmapColor } from './palette';

afterEach(cleanup);

const rows = [{ key: 'IAM', label: 'Identity' }, { key: 'NET', label: 'Network' }];
const columns = [{ key: '1', label: 'prod' }, { key: '2', label: 'dev' }, { key: '3', label: 'lab' }];
const values = [[40, 100, null], [0, 75, 90]];
const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('HeatmapChart', () => {
  it('names the grid with a summary and gives the same numbers as a table', async () => {
    render(<HeatmapChart title="Score by section and account" unit="%" rows={rows} columns={columns} values={values} />);
    screen.getByRole('group', { name: 'Score by section and account: 2 rows by 3 columns; lowest Network in prod at 0%; 2 of 5 cells below 50%.' });
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(cells(screen.getByRole('table', { name: 'Score by section and account' }))).toEqual([
      ['Item', 'prod', 'dev', 'lab'], ['Identity', '40%', '100%', 'no score'], ['Network', '0%', '75%', '90%']]);
    expect(await screen.findByRole('img', { name: 'Identity, lab: no score' })).toBeTruthy();
  });

  it('lets the keyboard walk the cells, one tab stop, and activates a cell with Enter or a click', async () => {
    const onCellActivate = vi.fn();
    render(<HeatmapChart title="Score" unit="%" rows={rows} columns={columns} values={values} onCellActivate={onCellActivate} />);
    const first = await screen.findByRole('img', { name: 'Identity, prod: 40%' });
    expect(screen.getAllByRole('img').filter((c) => c.getAttribute('tabindex') === '0')).toEqual([first]);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('img', { name: 'Identity, dev: 100%' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('img', { name: 'Network, dev: 75%' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('img', { name: 'Network, lab: 90%' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onCellActivate).toHaveBeenLastCalledWith('NET', '3');
    fireEvent.click(screen.getByRole('img', { name: 'Identity, prod: 40%' }));
    expect(onCellActivate).toHaveBeenLastCalledWith('IAM', '1');
  });

  it('colours in five steps whose white text and edges pass WCAG contrast', () => {
    expect([0, 19, 20, 59, 79, 80, 100].map(heatmapColor)).toEqual(['#b42318', '#b42318', '#bc4c00', '#9a6700', '#1b7c83', '#1a7f37', '#1a7f37']);
    for (const step of HEATMAP_STEPS) expect(contrastRatio(step, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(heatmapColor(null), '#1f2328')).toBeGreaterThanOrEqual(4.5);
  });
});
