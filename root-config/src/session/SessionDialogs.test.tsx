// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProvider, createConsoleRuntime } from '@palisade/sdk/host';
import { ShellContext, type ShellServices } from '../shell/ShellServices';
import { createValueStore } from '../state/valueStore';
import type { TenantInfo } from './loadFeatureFlags';
import { CONSOLE_MESSAGES } from './messages';
import { SessionContext } from './SessionContext';
import type { SessionController } from './SessionController';
import { SessionDialogs } from './SessionDialogs';

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

function setup(tenant: TenantInfo, acceptEusa: () => Promise<boolean>, passwordExpired = false) {
  const runtime = createConsoleRuntime({ consoleMessages: CONSOLE_MESSAGES });
  const tenantInfo = createValueStore<TenantInfo | null>(tenant);
  const controller = {
    tenantInfo,
    passwordExpired: createValueStore(passwordExpired),
    acceptEusa: vi.fn(async () => {
      const ok = await acceptEusa();
      if (ok) tenantInfo.set({ ...tenant, eusaAccepted: true });
      return ok;
    }),
  } as unknown as SessionController;
  render(
    <ConsoleProvider runtime={runtime}>
      <ShellContext.Provider value={{ runtime } as ShellServices}>
        <SessionContext.Provider value={controller}>
          <MemoryRouter>
            <SessionDialogs />
          </MemoryRouter>
        </SessionContext.Provider>
      </ShellContext.Provider>
    </ConsoleProvider>,
  );
  return { runtime, controller };
}

const messages = (runtime: ReturnType<typeof createConsoleRuntime>) => runtime.getToasts().map((t) => t.message);

describe('agreement dialog (spec section 4)', () => {
  it('opens while the tenant has not accepted; a failure says Something Went Wrong and stays open', async () => {
    const { runtime } = setup({ name: 'Globex US', eusaAccepted: false }, async () => false);
    const dialog = await screen.findByRole('dialog', { name: 'End User Subscription Agreement' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(messages(runtime)).toEqual(['Something Went Wrong']);
    expect(dialog.isConnected).toBe(true);
  });

  it('accepting closes it and says EUSA Accepted Successfully', async () => {
    const { runtime, controller } = setup({ name: 'Globex US', eusaAccepted: false }, async () => true);
    await screen.findByRole('dialog', { name: 'End User Subscription Agreement' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(controller.acceptEusa).toHaveBeenCalledTimes(1);
    expect(messages(runtime)).toEqual(['EUSA Accepted Successfully']);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not open for a tenant that has accepted', async () => {
    // The password reminder shares the agreement's lazily loaded dialog: once it is shown, an
    // agreement dialog that was going to open would be on screen too.
    setup({ name: 'Acme', eusaAccepted: true }, async () => true, true);
    await screen.findByRole('dialog', { name: 'Time to change your password' });
    expect(screen.queryByRole('dialog', { name: 'End User Subscription Agreement' })).toBeNull();
  });
});

describe('change-password reminder', () => {
  it('opens when the server says the password is old, links to the form, and stays closed once dismissed', async () => {
    setup({ name: 'Acme', eusaAccepted: true }, async () => true, true);
    await screen.findByRole('dialog', { name: 'Time to change your password' });
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/admin/profile#change-password');
    await userEvent.click(screen.getByRole('button', { name: 'Remind me later' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    // The dialog's code is loaded by now (it was shown above), so a dialog that opens is on screen as render returns.
    setup({ name: 'Acme', eusaAccepted: true }, async () => true, true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
