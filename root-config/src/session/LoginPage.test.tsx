// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage';
import type { SignInResult } from './signIn';

function renderLogin(signIn: (c: { email: string; password: string }) => Promise<SignInResult>, entry = '/login') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login" element={<LoginPage signIn={signIn} />} />
        <Route path="*" element={<p>Landed</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LoginPage', () => {
  it('checks the email first (spec section 5) and then asks for the password', async () => {
    const signIn = vi.fn();
    renderLogin(signIn);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Email Id is Invalid');

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), '  admin@acme.test  {Enter}');
    expect(screen.getByLabelText('Password')).toBe(document.activeElement);
    expect(screen.getByText('admin@acme.test')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the server’s message when sign-in fails', async () => {
    const signIn = vi.fn(async () => ({ ok: false as const, message: 'Invalid Login ID or Password' }));
    renderLogin(signIn);
    await userEvent.type(screen.getByLabelText('Email'), 'admin@acme.test{Enter}');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Login ID or Password');
    expect(signIn).toHaveBeenCalledWith({ email: 'admin@acme.test', password: 'wrong' });
  });

  it('goes to the return address after signing in', async () => {
    renderLogin(async () => ({ ok: true }), `/login?from=${encodeURIComponent('/admin/alerts?x=1')}`);
    await userEvent.type(screen.getByLabelText('Email'), 'admin@acme.test{Enter}');
    await userEvent.type(screen.getByLabelText('Password'), 'Palisade-demo-1{Enter}');
    expect(await screen.findByText('Landed')).toBeTruthy();
  });
});
