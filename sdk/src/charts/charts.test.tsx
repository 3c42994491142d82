// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaChart } from './LineChart';
import { BarChart } from './BarChart';
import { DonutChart } from './DonutChart';
import { Sparkline } from './Sparkline';

afterEach(cleanup);

const severities = [{ label: 'Critical', value: 12 }, { label: 'High', value: 40 }, { label: 'Medium', value: 7 }];
const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('charts', () => {
  it('labels the drawing with its summary, takes focus, and shows the same numbers as a table on request', async () => {
    render(<BarChart title="Open alerts by severity" data={severities} />);
    const drawing = screen.getByRole('img', { name: 'Open alerts by severity: Critical 12, High 40, Medium 7; 59 in all.' });
    drawing.focus();
    expect(document.activeElement).toBe(drawing);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(cells(screen.getByRole('table', { name: 'Open alerts by severity' }))).toEqual([['Item', 'Count'], ['Critical', '12'], ['High', '40'], ['Medium', '7']]);
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
    // The drawing arrives after its code: bars with the same numbers.
    expect(await within(drawing).findByText('40')).toBeTruthy();
  });

  it('shows a placeholder of the drawing\'s size until the drawing is ready', async () => {
    render(<AreaChart title="Open alerts" series={['Critical', 'High']} points={[{ day: '2026-11-23', values: { Critical: 1, High: 2 } }, { day: '2026-11-24', values: { Critical: 3, High: 4 } }]} width={640} height={220} />);
    const drawing = screen.getByRole('img');
    expect(drawing.style.aspectRatio).toBe('640 / 220');
    expect(within(drawing).getByTestId('chart-placeholder')).toBeTruthy();
    await within(drawing).findByText('Nov 24');
    expect(within(drawing).queryByTestId('chart-placeholder')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(cells(screen.getByRole('table'))).toEqual([['Day', 'Critical', 'High', 'Total'], ['Nov 23, 2026', '1', '2', '3'], ['Nov 24, 2026', '3', '4', '7']]);
  });

  it('says there is no data, and draws nothing, for an empty chart', () => {
    render(<BarChart title="Open alerts by severity" data={[]} />);
    const drawing = screen.getByRole('img', { name: 'Open alerts by severity: no data.' });
    expect(drawing.querySelector('svg')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(cells(screen.getByRole('table'))).toEqual([['Item', 'Count']]);
  });

  it('names every slice of a donut in its summary and legend', () => {
    render(<DonutChart title="Checks" data={[{ label: 'Passed', value: 80 }, { label: 'Failed', value: 20 }]} />);
    expect(screen.getByRole('img', { name: 'Checks: Passed 80, Failed 20; 100 in all.' })).toBeTruthy();
    expect(screen.getByText('Passed').closest('ul')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps a sparkline\'s table for screen readers, and leaves focus out when asked', () => {
    render(<Sparkline title="Open alerts" focusable={false} points={[{ day: '2026-11-23', value: 120 }, { day: '2026-11-24', value: 131 }]} />);
    const drawing = screen.getByRole('img', { name: 'Open alerts, Nov 23 to Nov 24, 2026: from 120 to 131; highest 131 on Nov 24, lowest 120 on Nov 23.' });
    expect(drawing.hasAttribute('tabindex')).toBe(false);
    const table = screen.getByRole('table', { name: 'Open alerts' });
    expect(table.className).toBe('pl-visually-hidden');
    expect(cells(table)).toEqual([['Day', 'Open alerts'], ['Nov 23, 2026', '120'], ['Nov 24, 2026', '131']]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
