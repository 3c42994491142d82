// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

afterEach(cleanup);

const TABS = [{ id: 'cloud', label: 'Cloud' }, { id: 'iac', label: 'IaC' }, { id: 'rules', label: 'Ignore rules' }] as const;

function Page({ onSelect }: { onSelect: (id: string) => void }) {
  const [current, setCurrent] = useState<(typeof TABS)[number]['id']>('cloud');
  return (
    <Tabs label="Alert views" idPrefix="alerts" tabs={TABS} current={current} onSelect={(id) => { onSelect(id); setCurrent(id); }}>
      <p>Panel of {current}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('keeps only the selected tab in the Tab order and labels the panel with it', () => {
    render(<Page onSelect={() => {}} />);
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.tabIndex, tab.getAttribute('aria-selected')])).toEqual([
      ['Cloud', 0, 'true'], ['IaC', -1, 'false'], ['Ignore rules', -1, 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Cloud' }).textContent).toBe('Panel of cloud');
    expect(screen.getByRole('tablist', { name: 'Alert views' })).toBeTruthy();
  });

  it('moves with the arrow keys, Home and End, wrapping round, focus following the selection', async () => {
    const onSelect = vi.fn();
    render(<Page onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Cloud' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Ignore rules');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{End}');
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual(['rules', 'cloud', 'iac', 'rules']);
    expect(screen.getByRole('tabpanel', { name: 'Ignore rules' }).textContent).toBe('Panel of rules');
  });

  it('does not select again the tab that is already selected', async () => {
    const onSelect = vi.fn();
    render(<Page onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Cloud' }));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
