// @vitest-environment jsdom
import { createTestSession, renderRoute } from '@palisade/sdk/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import plugin from '../plugin';

const SESSION = createTestSession({
  user: { id: 'u-1', email: 'dana@acme.test', name: 'Dana Reyes' },
  tenant: { id: 't-1', name: 'Acme Production' },
  org: { id: 'o-1', name: 'Acme Corp' },
  expiresAt: '2030-03-04T05:06:00.000Z',
});

/** The text of the `<dd>` after the `<dt>` named `term`. */
function valueOf(term: string): Element | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('profile page', () => {
  it('shows the signed-in user, tenant, organisation and session expiry', async () => {
    await renderRoute(plugin, '/admin/profile', { session: SESSION });

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(valueOf('Name')?.textContent).toBe('Dana Reyes');
    expect(valueOf('Email')?.textContent).toBe('dana@acme.test');
    expect(valueOf('Tenant')?.textContent).toBe('Acme Production');
    expect(valueOf('Organisation')?.textContent).toBe('Acme Corp');
    expect(valueOf('Session expires')?.querySelector('time')?.getAttribute('datetime')).toBe('2030-03-04T05:06:00.000Z');
  });

  it('signs the user out through the console session', async () => {
    const calls: string[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response(null, { status: 204 });
    };
    await renderRoute(plugin, '/admin/profile', { session: SESSION, fetch });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('You are signed out.')).toBeTruthy();
    expect(calls).toEqual(['POST /bff/logout']);
    expect(screen.queryByText('dana@acme.test')).toBeNull();
  });
});
