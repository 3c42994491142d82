// @vitest-environment jsdom
import { renderWithConsole } from '../testing/renderWithConsole';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type FilterOption, MultiSelectFilter } from './MultiSelectFilter';

const regions: FilterOption[] = ['us-east-1', 'us-east-2', 'us-west-1', 'us-west-2', 'eu-west-1', 'eu-west-2', 'eu-central-1', 'ap-south-1', 'ap-northeast-1']
  .map((r) => ({ value: r, label: r }));

function Harness({ initial, changes }: { initial: string[]; changes: string[][] }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <MultiSelectFilter label="Region" options={regions} values={values} onChange={(v) => { changes.push(v); setValues(v); }} />
      <button type="button">Elsewhere</button>
    </>
  );
}

const render = (initial: string[], changes: string[][] = []) =>
  renderWithConsole(<Harness initial={initial} changes={changes} />);

describe('multi-select filter', () => {
  it('names what is chosen, lists values the options lack, and adds or removes one value per box', async () => {
    const changes: string[][] = [];
    await render(['eu-west-1', 'mars-north-1'], changes);
    const button = screen.getByRole('button', { name: 'Region eu-west-1, mars-north-1' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'mars-north-1' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'eu-west-1' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'us-east-1' })).toHaveProperty('checked', false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'us-east-1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'mars-north-1' }));
    expect(changes).toEqual([['eu-west-1', 'mars-north-1', 'us-east-1'], ['eu-west-1', 'us-east-1']]);
    expect(screen.getByRole('button', { name: 'Region eu-west-1, us-east-1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Region' }));
    expect(changes.at(-1)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Region Any' })).toBeTruthy();
  });

  it('works from the keyboard: search narrows the list, arrows move, space ticks, Escape closes back to the button', async () => {
    const changes: string[][] = [];
    await render([], changes);
    const button = screen.getByRole('button', { name: 'Region Any' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const search = screen.getByRole('searchbox', { name: 'Search Region' });
    expect(document.activeElement).toBe(search);
    await userEvent.type(search, 'west');
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual(['us-west-1', 'us-west-2', 'eu-west-1', 'eu-west-2']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    expect(changes).toEqual([['us-west-2']]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Region us-west-2' }));
    expect(screen.getByRole('button', { name: 'Region us-west-2' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside and says how many values once there are more than two', async () => {
    await render(['us-east-1', 'us-east-2', 'eu-west-1']);
    await userEvent.click(screen.getByRole('button', { name: 'Region 3 selected' }));
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('closes when the focus moves on past the list', async () => {
    await render(['us-east-1']);
    await userEvent.click(screen.getByRole('button', { name: 'Region us-east-1' }));
    await userEvent.tab();
    expect(screen.getAllByRole('checkbox')).toHaveLength(9);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
  });
});
