// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '../testing/renderWithConsole';
import { ActionAccessHandler } from './ActionAccessHandler';
import { PageAccessHandler } from './PageAccessHandler';

afterEach(cleanup);

describe('PageAccessHandler', () => {
  it('renders the page when the role grants the module', () => {
    renderWithConsole(
      <PageAccessHandler module="AUDIT_LOGS">
        <h1>Audit logs</h1>
      </PageAccessHandler>,
      { modules: ['DASHBOARD', { id: 'ADMINISTRATION', submodules: [{ id: 'AUDIT_LOGS' }] }] },
    );
    expect(screen.getByRole('heading', { name: 'Audit logs' })).toBeTruthy();
  });

  it('shows a no-access message instead when it does not', () => {
    renderWithConsole(
      <PageAccessHandler module="AUDIT_LOGS">
        <h1>Audit logs</h1>
      </PageAccessHandler>,
      { modules: ['DASHBOARD', 'ALERTS'] },
    );
    expect(screen.queryByRole('heading', { name: 'Audit logs' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'No access' })).toBeTruthy();
  });

  it('shows Loading while the role is unknown, then the page', () => {
    const { runtime } = renderWithConsole(
      <PageAccessHandler module="ALERTS">
        <h1>Alerts</h1>
      </PageAccessHandler>,
    );
    act(() => runtime.setAccess({ status: 'loading' }));
    expect(screen.getByRole('status').textContent).toContain('Loading');
    act(() => runtime.setAccess({ modules: ['ALERTS'] }));
    expect(screen.getByRole('heading', { name: 'Alerts' })).toBeTruthy();
  });
});

describe('ActionAccessHandler', () => {
  const ui = (
    <ActionAccessHandler action="DELETE_CICD_PIPELINE" fallback={<p>Read only</p>}>
      <button type="button">Delete pipeline</button>
    </ActionAccessHandler>
  );

  it('renders its children when the role grants the action', () => {
    renderWithConsole(ui, { actions: ['DELETE_CICD_PIPELINE'] });
    expect(screen.getByRole('button', { name: 'Delete pipeline' })).toBeTruthy();
  });

  it('renders the fallback, or nothing, when it does not', () => {
    renderWithConsole(ui, { actions: ['ADD_CICD_PIPELINE'] });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Read only')).toBeTruthy();
    cleanup();
    const { container } = renderWithConsole(
      <ActionAccessHandler action="DELETE_CICD_PIPELINE">
        <button type="button">Delete pipeline</button>
      </ActionAccessHandler>,
      { actions: [] },
    );
    expect(container.textContent).toBe('');
  });
});
