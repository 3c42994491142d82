// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WorldMap } from './WorldMap';

afterEach(cleanup);

const statuses = [{ key: 'critical', label: 'Has open critical alerts', color: '#b42318' }, { key: 'clear', label: 'No open critical alerts', color: '#1a7f37' }];
const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('WorldMap', () => {
  const markers = [
    { label: 'eu-west-1', value: 300, status: 'clear', at: { cloud: 'aws' as const, region: 'eu-west-1' } },
    { label: 'us-east-1', value: 1200, status: 'critical', at: { cloud: 'aws' as const, region: 'us-east-1' } },
    { label: 'eastus', value: 50, status: 'clear', at: { cloud: 'azure' as const, region: 'eastus' } },
    { label: 'moon-base-1', value: 7, status: 'clear', at: { cloud: 'aws' as const, region: 'moon-base-1' } },
  ];

  it('sums the map up, and lists every marker (the unplaceable one too) in its table, largest first', () => {
    render(<WorldMap title="Assets by region" valueLabel="Assets" statuses={statuses} markers={markers} />);
    expect(screen.getByRole('group', { name: 'Assets by region: 4 places, 1,557 in all; most in us-east-1 (1,200). 1 not on the map (location unknown).' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(cells(screen.getByRole('table', { name: 'Assets by region' }))).toEqual([
      ['Item', 'Assets', 'Status', 'Location'],
      ['us-east-1', '1,200', 'Has open critical alerts', 'N. Virginia'],
      ['eu-west-1', '300', 'No open critical alerts', 'Ireland'],
      ['eastus', '50', 'No open critical alerts', 'Virginia'],
      ['moon-base-1', '7', 'No open critical alerts', 'Unknown'],
    ]);
  });

  it('gives each placed marker keyboard focus, a name, and a visible label while focused', async () => {
    render(<WorldMap title="Assets by region" valueLabel="Assets" statuses={statuses} markers={markers} />);
    const map = screen.getByRole('group', { name: /^Assets by region/ });
    expect(map.hasAttribute('tabindex')).toBe(false);
    const us = await within(map).findByRole('img', { name: 'us-east-1 (N. Virginia): 1,200 assets; Has open critical alerts' });
    // Placed markers only, largest first, each in the tab order.
    expect(within(map).getAllByRole('img').map((m) => m.getAttribute('aria-label')!.split(' ')[0])).toEqual(['us-east-1', 'eu-west-1', 'eastus']);
    expect(within(map).getAllByRole('img').every((m) => m.getAttribute('tabindex') === '0')).toBe(true);
    expect(screen.queryByTestId('map-focus-label')).toBeNull();
    act(() => us.focus());
    expect(document.activeElement).toBe(us);
    expect(screen.getByTestId('map-focus-label').textContent).toBe('us-east-1 (N. Virginia): 1,200 assets; Has open critical alerts');
    act(() => us.blur());
    expect(screen.queryByTestId('map-focus-label')).toBeNull();
  });

  it('places markers from coordinates, and says so when there is nothing to show', async () => {
    const { unmount } = render(<WorldMap title="Connectors" statuses={statuses} markers={[{ label: 'Lab', value: 2, status: 'clear', at: { latitude: 48.1, longitude: 11.6 } }]} />);
    expect(await screen.findByRole('img', { name: 'Lab: 2 count; No open critical alerts' })).toBeTruthy();
    unmount();
    render(<WorldMap title="Connectors" statuses={statuses} markers={[]} />);
    expect(screen.getByRole('group', { name: 'Connectors: no data.' })).toBeTruthy();
  });

  it('opens a place when its marker is clicked or activated from the keyboard, when the map is given onSelect', async () => {
    const chosen: string[] = [];
    render(<WorldMap title="Connectors by region" statuses={statuses} markers={markers} onSelect={(m) => chosen.push(m.label)} />);
    const us = await screen.findByRole('button', { name: 'us-east-1 (N. Virginia): 1,200 count; Has open critical alerts' });
    fireEvent.click(us);
    fireEvent.keyDown(screen.getByRole('button', { name: /^eu-west-1/ }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: /^eastus/ }), { key: ' ' });
    fireEvent.keyDown(us, { key: 'a' });
    expect(chosen).toEqual(['us-east-1', 'eu-west-1', 'eastus']);
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('sets markers whose places almost coincide apart, each joined to its place and still focusable and in the table', async () => {
    const near = [
      { label: 'westeurope', value: 40, status: 'clear', at: { cloud: 'azure' as const, region: 'westeurope' } },
      { label: 'London office', value: 1, status: 'critical', at: { latitude: 51.5072, longitude: -0.1276 } },
      { label: 'us-east-1', value: 12, status: 'clear', at: { cloud: 'aws' as const, region: 'us-east-1' } },
    ];
    render(<WorldMap title="Connectors" statuses={statuses} markers={near} onSelect={() => undefined} />);
    const map = screen.getByRole('group', { name: /^Connectors/ });
    const amsterdam = await within(map).findByRole('button', { name: 'westeurope (Netherlands): 40 count; No open critical alerts' });
    const london = within(map).getByRole('button', { name: 'London office: 1 count; Has open critical alerts' });
    const circle = (marker: HTMLElement) => {
      const c = marker.querySelector('circle')!;
      return { x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')), r: Number(c.getAttribute('r')) };
    };
    const [a, l] = [circle(amsterdam), circle(london)];
    // London's circle lies clear of the Netherlands' (it sat inside it), and each is joined to its place by a line.
    expect(Math.hypot(a.x - l.x, a.y - l.y)).toBeGreaterThanOrEqual(a.r + l.r);
    expect(screen.getAllByTestId('map-leader')).toHaveLength(2);
    // The Netherlands is drawn above its place and London below it; us-east-1, far from both, stays on its place.
    expect(a.y).toBeLessThan(l.y);
    expect(screen.getAllByTestId('map-leader').map((line) => [Number(line.getAttribute('x2')), Number(line.getAttribute('y2'))])).toEqual([[a.x, a.y], [l.x, l.y]]);
    act(() => london.focus());
    expect(document.activeElement).toBe(london);
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(cells(screen.getByRole('table', { name: 'Connectors' })).map((row) => row[0])).toEqual(['Item', 'westeurope', 'us-east-1', 'London office']);
  });
});
