// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '../testing/renderWithConsole';
import { CountFigure } from './CountFigure';
import { formatCount, readTotal } from './useCount';

afterEach(cleanup);

describe('counts', () => {
  it('reads the total field, and refuses a response without one', () => {
    expect(readTotal({ total: 12 })).toBe(12);
    expect(() => readTotal({ count: 12 })).toThrow(/total/);
    expect(() => readTotal(null)).toThrow(/total/);
  });

  it('formats with separators and the unit', () => {
    expect(formatCount({ value: 12345 })).toBe('12,345');
    expect(formatCount({ value: 87, unit: '%' })).toBe('87%');
  });

  it('shows each figure on its own: one failing does not hide the other', async () => {
    renderWithConsole(
      <dl>
        <CountFigure label="Threats" load={async () => ({ value: 7 })} />
        <CountFigure label="Assets" load={() => Promise.reject(new Error('500'))} />
      </dl>,
    );
    expect(screen.getAllByText('Loading…')).toHaveLength(2);
    await waitFor(() => expect(screen.getByText('7')).toBeTruthy());
    expect(screen.getByText('Unavailable')).toBeTruthy();
  });
});
