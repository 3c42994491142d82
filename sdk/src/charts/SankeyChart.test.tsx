// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SankeyChart } from './SankeyChart';

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
const links = [
  { source: 'AWS', target: 'Internet exposed', value: 120 }, { source: 'AWS', target: 'Not exposed', value: 880 },
  { source: 'Azure', target: 'Not exposed', value: 300 }, { source: 'Internet exposed', target: 'Open critical alerts', value: 20 },
  { source: 'Internet exposed', target: 'No open critical alerts', value: 100 }, { source: 'Not exposed', target: 'No open critical alerts', value: 1180 },
];

describe('SankeyChart', () => {
  it('labels the drawing with every flow, takes focus, and lists the flows as a table', async () => {
    render(<SankeyChart title="Exposure flow" links={links} valueLabel="Assets" />);
    const drawing = screen.getByRole('img', { name: 'Exposure flow: AWS to Internet exposed 120, AWS to Not exposed 880, Azure to Not exposed 300, '
      + 'Internet exposed to Open critical alerts 20, Internet exposed to No open critical alerts 100, Not exposed to No open critical alerts 1,180.' });
    drawing.focus();
    expect(document.activeElement).toBe(drawing);
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(cells(screen.getByRole('table', { name: 'Exposure flow' }))).toEqual([
      ['From', 'To', 'Assets'], ['AWS', 'Internet exposed', '120'], ['AWS', 'Not exposed', '880'], ['Azure', 'Not exposed', '300'],
      ['Internet exposed', 'Open critical alerts', '20'], ['Internet exposed', 'No open critical alerts', '100'], ['Not exposed', 'No open critical alerts', '1,180'],
    ]);
    // Each node drawn with its total: what flows through it.
    expect(await within(drawing).findByText('Not exposed 1,180')).toBeTruthy();
    expect(within(drawing).getByText('AWS 1,000')).toBeTruthy();
  });

  it('shows the table instead when the flows cannot be laid out (a cycle), and leaves out empty flows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<SankeyChart title="Loop" links={[{ source: 'A', target: 'B', value: 1 }, { source: 'B', target: 'A', value: 2 }, { source: 'A', target: 'C', value: 0 }]} />);
    expect(await screen.findByText('Loop: the chart could not be drawn; its figures are in the table.')).toBeTruthy();
    expect(cells(screen.getByRole('table', { name: 'Loop' }))).toEqual([['From', 'To', 'Count'], ['A', 'B', '1'], ['B', 'A', '2']]);
  });

  it('says there is no data when no flow has a value', () => {
    render(<SankeyChart title="Exposure flow" links={[{ source: 'AWS', target: 'Not exposed', value: 0 }]} />);
    expect(screen.getByRole('img', { name: 'Exposure flow: no data.' }).querySelector('svg')).toBeNull();
  });
});
