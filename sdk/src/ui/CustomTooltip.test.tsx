// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomTooltip } from './CustomTooltip';

afterEach(cleanup);

// jsdom has no ResizeObserver; radix's positioning only needs it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('CustomTooltip', () => {
  it('shows the trigger at once, then a tooltip on keyboard focus that Escape closes', async () => {
    const user = userEvent.setup();
    render(
      <CustomTooltip content="Refresh the list" delay={0}>
        <button type="button">Refresh</button>
      </CustomTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    // The radix part arrives in its own chunk; the trigger is usable meanwhile.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' }).dataset.state).toBe('closed'), { timeout: 5000 });
    await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toContain('Refresh the list');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
