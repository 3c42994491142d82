// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithConsole } from '../testing/renderWithConsole';
import { ColumnChooser } from './ColumnChooser';

const columns = [{ id: 'name', label: 'Name' }, { id: 'region', label: 'Region' }, { id: 'type', label: 'Type' }, { id: 'tags', label: 'Tags' }];

function Harness({ log }: { log: (string[] | null)[] }) {
  const [visible, setVisible] = useState<string[] | null>(['name', 'region', 'type']);
  return (
    <>
      <ColumnChooser columns={columns} visible={visible ?? ['name', 'region', 'type']} fixed={['name']}
        onChange={(next) => { log.push(next); setVisible(next); }} />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('column chooser', () => {
  it('hides and shows columns, moves one up, resets, and keeps the fixed column', async () => {
    const log: (string[] | null)[] = [];
    renderWithConsole(<Harness log={log} />);
    const button = screen.getByRole('button', { name: 'Columns' });
    await userEvent.click(button);
    expect(screen.getByRole('checkbox', { name: 'Name' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Tags' })).toHaveProperty('checked', false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Region' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tags' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Tags up' }));
    expect(log).toEqual([['name', 'type'], ['name', 'type', 'tags'], ['name', 'tags', 'type']]);
    expect(screen.getByRole('button', { name: 'Move Name up' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(log.at(-1)).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
