// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NavTiles } from './NavTiles';

afterEach(cleanup);

describe('NavTiles', () => {
  it('is a labelled navigation of links reached with Tab and opened with Enter in place', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    window.addEventListener('popstate', () => seen.push(window.location.pathname));
    render(
      <NavTiles
        label="Administration"
        tiles={[
          { href: '/admin/configuration/users', title: 'Users', description: 'Who can sign in' },
          { href: '/admin/configuration/audit-logs', title: 'Audit logs' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeTruthy();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Audit logs' }));
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/admin/configuration/audit-logs');
    expect(seen).toContain('/admin/configuration/audit-logs');
  });
});
