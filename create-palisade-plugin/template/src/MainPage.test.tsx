import { createTestSession, expectToast, renderRoute } from '@palisade/sdk/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import plugin from './plugin';

describe('the __TITLE__ page', () => {
  it('names the tenant the user is signed in to', async () => {
    await renderRoute(plugin, '/admin/__ID__', { session: createTestSession({ tenant: { id: 't-9', name: 'Globex' } }) });

    expect(screen.getByRole('heading', { level: 1, name: '__TITLE__' })).toBeTruthy();
    expect(screen.getByText('Signed in to Globex')).toBeTruthy();
  });

  it('says hello in a toast', async () => {
    const { runtime } = await renderRoute(plugin, '/admin/__ID__');

    await userEvent.click(screen.getByRole('button', { name: 'Say hello' }));

    await expectToast(runtime, 'Hello from __TITLE__');
  });
});
