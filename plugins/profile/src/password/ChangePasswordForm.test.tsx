// @vitest-environment jsdom
import { createTestSession, renderRoute } from '@palisade/sdk/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import plugin from '../plugin';

const SESSION = createTestSession({ user: { id: 'u-1', email: 'dana@acme.test', name: 'Dana Reyes' } });

function server(answer: (body: { currentPassword: string; newPassword: string }) => Response) {
  const calls: unknown[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    if (new URL(request.url).pathname !== '/bff/api/user/api/v1/password/change') return new Response(null, { status: 404 });
    const body = await request.json();
    calls.push(body);
    return answer(body);
  };
  return { fetch, calls };
}

const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fill(current: string, next: string, confirm = next) {
  // The form loads after the page's own details.
  await screen.findByLabelText('Current password');
  set('Current password', current);
  set('New password', next);
  set('Confirm new password', confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('checks the form first, with spec section 5’s messages, before calling the server', async () => {
    const { fetch, calls } = server(() => Response.json({ message: 'ok' }));
    await renderRoute(plugin, '/admin/profile', { session: SESSION, fetch });
    await fill('Old-pass-1', 'New-pass-2', 'New-pass-3');
    expect(await screen.findByText('New password and confirm password should be equal')).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    set('New password', 'Old-pass-1');
    set('Confirm new password', 'Old-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('New password and current password should not be same')).toBeTruthy();
    set('New password', 'New pass-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Whitespaces Are Not Allowed!')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('allows 64 characters and says Max Character Limit Exceeded past them, without calling the server', async () => {
    const { fetch, calls } = server(() => Response.json({ message: 'ok' }));
    await renderRoute(plugin, '/admin/profile', { session: SESSION, fetch });
    const long = 'New-pass-2'.padEnd(65, 'x');
    await fill('Old-pass-1', long);
    expect(await screen.findByText('Max Character Limit Exceeded')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    set('New password', long.slice(0, 64));
    set('Confirm new password', long.slice(0, 64));
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(calls).toEqual([{ currentPassword: 'Old-pass-1', newPassword: long.slice(0, 64) }]));
  });

  it('shows the server’s verdict on the current password, and confirms a change', async () => {
    const { fetch, calls } = server(({ currentPassword }) =>
      currentPassword === 'Right-pass-1'
        ? Response.json({ message: 'Password changed' })
        : Response.json(
            { error: { code: 'INVALID_CURRENT_PASSWORD', message: 'Please enter valid current password', fields: [{ path: 'currentPassword', message: 'Please enter valid current password' }] } },
            { status: 400 },
          ),
    );
    const { runtime } = await renderRoute(plugin, '/admin/profile', { session: SESSION, fetch });
    await fill('Wrong-pass-1', 'New-pass-2');
    expect(await screen.findByText('Please enter valid current password')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    set('Current password', 'Right-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(runtime.getToasts().map((t) => t.message)).toEqual(['Your password has been changed']));
    expect(calls).toEqual([
      { currentPassword: 'Wrong-pass-1', newPassword: 'New-pass-2' },
      { currentPassword: 'Right-pass-1', newPassword: 'New-pass-2' },
    ]);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('says so in spec section 8’s words when the change fails for another reason, keeping what was typed', async () => {
    const { fetch } = server(() => Response.json({ error: { code: 'INTERNAL', message: 'Internal server error' } }, { status: 500 }));
    await renderRoute(plugin, '/admin/profile', { session: SESSION, fetch });
    await fill('Old-pass-1', 'New-pass-2');
    expect((await screen.findByRole('alert')).textContent).toBe('Error occurred while creating new password. Please try again later');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('New-pass-2');
  });

  it('says the current password could not be verified when the server stops before checking it (too many tries)', async () => {
    const { fetch } = server(() => Response.json({ error: { code: 'RATE_LIMITED', message: 'Too many sign-in attempts, try again in a minute' } }, { status: 429 }));
    await renderRoute(plugin, '/admin/profile', { session: SESSION, fetch });
    await fill('Old-pass-1', 'New-pass-2');
    expect((await screen.findByRole('alert')).textContent).toBe('Error occurred while verifying current password. Please try again later');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('Old-pass-1');
  });
});
