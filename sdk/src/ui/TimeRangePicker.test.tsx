// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeRangePicker } from './TimeRangePicker';

afterEach(cleanup);

describe('TimeRangePicker', () => {
  it('is a labelled select that returns the chosen range computed at the moment of choice', async () => {
    const now = new Date(2024, 4, 15, 10, 0);
    const onChange = vi.fn();
    render(<TimeRangePicker value="last-24-hours" onChange={onChange} now={() => now} />);
    const select = screen.getByRole('combobox', { name: 'Time range' });
    expect(screen.getAllByRole('option')).toHaveLength(18);
    await userEvent.selectOptions(select, 'Previous day');
    expect(onChange).toHaveBeenCalledWith('previous-day', { from: new Date(2024, 4, 14), to: new Date(2024, 4, 15) });
  });
});
