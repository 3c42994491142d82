// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleProvider, createConsoleRuntime } from '@palisade/sdk/host';
import { createValueStore } from '../state/valueStore';
import { AdminMessagesBanner } from './AdminMessagesBanner';
import { ShellContext, type ConsolePhase, type ShellServices } from './ShellServices';

const DEMO = { id: 'demo-data', severity: 'info', message: 'This console runs on generated demo data. Everything you change stays on this machine.' };

afterEach(cleanup);
beforeEach(() => localStorage.clear());

/** The banner as the shell renders it, with the server answering the admin-UI messages call with `messages`. */
function renderBanner(messages: unknown[], phase: ConsolePhase = { status: 'ready' }, carried?: unknown) {
  const requests: string[] = [];
  const runtime = createConsoleRuntime({
    apiPrefix: 'http://console.test/bff/api',
    fetch: async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      requests.push(new URL(request.url).pathname);
      return Response.json(messages);
    },
  });
  const phaseStore = createValueStore<ConsolePhase>(phase);
  let page = carried;
  const takePageAdminMessages = () => {
    const taken = page;
    page = undefined;
    return taken;
  };
  const view = render(
    <ConsoleProvider runtime={runtime}>
      <ShellContext.Provider value={{ runtime, phase: phaseStore, takePageAdminMessages } as unknown as ShellServices}>
        <AdminMessagesBanner />
      </ShellContext.Provider>
    </ConsoleProvider>,
  );
  return { requests, phaseStore, view };
}

describe('AdminMessagesBanner', () => {
  it("shows the host's messages once the console is ready", async () => {
    const { requests, phaseStore } = renderBanner([DEMO], { status: 'loading' });
    expect(requests).toEqual([]);
    act(() => phaseStore.set({ status: 'ready' }));
    const banner = await screen.findByRole('region', { name: 'Announcements' });
    expect(banner.textContent).toContain(DEMO.message);
    expect(requests).toEqual([`/bff/api/admin-ui-messages/zpc/${window.location.hostname}`]);
  });

  it('shows the messages the page carried without asking, and asks when the console starts again in the tab', async () => {
    const maintenance = { id: 'maintenance', severity: 'warning', message: 'Maintenance on Sunday.' };
    const { requests, phaseStore } = renderBanner([DEMO], { status: 'loading' }, [maintenance]);
    act(() => phaseStore.set({ status: 'ready' }));
    expect(await screen.findByText('Maintenance on Sunday.')).toBeTruthy();
    expect(requests).toEqual([]);

    // Signed out and in again: the page's answer was for the first start only.
    act(() => phaseStore.set({ status: 'signed-out' }));
    act(() => phaseStore.set({ status: 'ready' }));
    expect(await screen.findByText(DEMO.message)).toBeTruthy();
    expect(requests).toEqual([`/bff/api/admin-ui-messages/zpc/${window.location.hostname}`]);
  });

  it('Dismiss hides a message, and it stays hidden when the console loads again', async () => {
    const first = renderBanner([DEMO, { id: 'maintenance', severity: 'warning', message: 'Maintenance on Sunday.' }]);
    await screen.findByText(DEMO.message);
    await userEvent.click(screen.getByRole('button', { name: `Dismiss announcement: ${DEMO.message}` }));
    expect(screen.queryByText(DEMO.message)).toBeNull();
    expect(screen.getByText('Maintenance on Sunday.')).toBeTruthy();
    first.view.unmount();

    // A reload: a new banner, the same answer from the server.
    renderBanner([DEMO, { id: 'maintenance', severity: 'warning', message: 'Maintenance on Sunday.' }]);
    await screen.findByText('Maintenance on Sunday.');
    expect(screen.queryByText(DEMO.message)).toBeNull();
  });
});
