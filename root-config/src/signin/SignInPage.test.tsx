// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProvider, createConsoleRuntime } from '@palisade/sdk/host';
import { CONSOLE_MESSAGES } from '../session/messages';
import type { BffResult } from './bffClient';
import type { SignInApi } from './signInApi';
import { SignInPage } from './SignInPage';
import type { OrgLookup } from './signInMachine';

afterEach(cleanup);

const ok = <T,>(body: T): BffResult<T> => ({ ok: true, status: 200, body });
const fail = (code: string | null, message: string | null): BffResult<never> => ({ ok: false, status: 400, code, message, body: null });
const acme: OrgLookup = { OrganizationId: 'org_acme', SSOEnabled: false, MultiTenant: false, OTP: false, Connections: [{ Type: 'auth0', ConnectionName: 'acme-db', SSOEnabled: false }] };
const initech: OrgLookup = { OrganizationId: 'org_initech', SSOEnabled: true, MultiTenant: false, OTP: false, Connections: [{ Type: 'samlp', ConnectionName: 'initech-saml', SSOEnabled: true }] };

function fakeApi(overrides: Partial<SignInApi> = {}): SignInApi {
  return {
    orgLookup: vi.fn(async () => ok(acme)),
    createOtp: vi.fn(async () => ok({})),
    validateOtp: vi.fn(async () => ok({ Tenants: [] })),
    resetPassword: vi.fn(async () => ok({})),
    confirmPasswordReset: vi.fn(async () => ok({})),
    login: vi.fn(async () => ok({})),
    ssoStartUrl: (c, e, r) => `/bff/sso/start?connection=${c}&email=${e}&returnTo=${encodeURIComponent(r)}`,
    ...overrides,
  };
}

function renderPage(api: SignInApi, extra: { assign?: (url: string) => void; notice?: { code: 'LOGOUT_INACTIVITY' } } = {}) {
  const runtime = createConsoleRuntime({ consoleMessages: CONSOLE_MESSAGES });
  render(
    <ConsoleProvider runtime={runtime}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<SignInPage api={api} onSignedIn={async () => '/admin/alerts'} returnTo={() => '/admin/profile'} {...extra} />} />
          <Route path="/admin/alerts" element={<p>Landed on alerts</p>} />
        </Routes>
      </MemoryRouter>
    </ConsoleProvider>,
  );
}

const typeEmail = async (email: string) => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
};

describe('SignInPage', () => {
  it('says why the last session ended', () => {
    renderPage(fakeApi(), { notice: { code: 'LOGOUT_INACTIVITY' } });
    expect(screen.getByRole('status').textContent).toBe('Logout due to inactivity');
  });

  it('checks and trims the email before the lookup; signs in and lands where it is told', async () => {
    const api = fakeApi();
    renderPage(api);
    await typeEmail('nope');
    expect(screen.getByRole('alert').textContent).toBe('Email Id is Invalid');
    expect(api.orgLookup).not.toHaveBeenCalled();
    await typeEmail('  admin@acme.test ');
    expect(api.orgLookup).toHaveBeenCalledWith('admin@acme.test');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Palisade-demo-1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Landed on alerts')).toBeTruthy();
    expect(api.login).toHaveBeenCalledWith({ email: 'admin@acme.test', password: 'Palisade-demo-1' });
  });

  it('shows the provider’s error code as text, else ERROR_LOGIN', async () => {
    const login = vi.fn().mockResolvedValueOnce(fail('invalid_grant', 'x')).mockResolvedValueOnce(fail(null, null));
    renderPage(fakeApi({ login }));
    await typeEmail('admin@acme.test');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'bad' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Login ID or Password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to login, please try again later');
  });

  it('leaves for single sign-on with the return address, unless local sign-in is forced', async () => {
    const assign = vi.fn();
    renderPage(fakeApi({ orgLookup: vi.fn(async () => ok(initech)) }), { assign });
    await typeEmail('sso@initech.test');
    expect(assign).toHaveBeenCalledWith(`/bff/sso/start?connection=initech-saml&email=sso@initech.test&returnTo=${encodeURIComponent('/admin/profile')}`);
    assign.mockClear();
    await userEvent.click(screen.getByLabelText('Sign in with a password, not single sign-on'));
    await typeEmail('sso@initech.test');
    expect(assign).not.toHaveBeenCalled();
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });

  it('lookup failures show the server message, else VERIFY_EMAIL', async () => {
    const orgLookup = vi.fn().mockResolvedValueOnce(fail('NOT_FOUND', 'No such organisation')).mockResolvedValueOnce(fail(null, null));
    renderPage(fakeApi({ orgLookup }));
    await typeEmail('a@b.test');
    expect((await screen.findByRole('alert')).textContent).toBe('No such organisation');
    await typeEmail('a@b.test');
    expect((await screen.findByRole('alert')).textContent).toBe('Please verify email and try again');
  });
});
