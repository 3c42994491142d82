// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/HttpError';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

const dialog = (onConfirm: () => Promise<unknown>, onClose = vi.fn()) => {
  render(<ConfirmDialog title="Delete this role?" description="Nobody can be given it again." confirmLabel="Delete" cancelLabel="Keep it" danger onConfirm={onConfirm} onClose={onClose} />);
  return onClose;
};

describe('ConfirmDialog', () => {
  it('closes once the confirmed action has succeeded', async () => {
    const onConfirm = vi.fn(async () => {});
    const onClose = dialog(onConfirm);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open with the server's reason when the action is refused, and Cancel closes without acting", async () => {
    const onConfirm = vi.fn(async () => {
      throw new HttpError('HTTP 409', { status: 409, serverMessage: 'The role is held by the group SOC analysts' });
    });
    const onClose = dialog(onConfirm);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The role is held by the group SOC analysts');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
