// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAccess } from '../access/useAccess';
import { dashboardGrant } from '../access/AccessState';
import { useFeatureFlag } from '../flags/useFeatureFlag';
import { useNotify } from '../notifications/useNotify';
import { createTestAccess } from './createTestAccess';
import { createTestFlags } from './createTestFlags';
import { expectToast } from './expectToast';
import { renderWithConsole } from './renderWithConsole';

function Saver() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => setTimeout(() => notify({ message: 'Inventory saved' }), 20)}>Save</button>
      <button onClick={() => notify({ message: 'Inventory could not be saved', error: true })}>Fail</button>
    </>
  );
}

function Grants() {
  const access = useAccess();
  const exportOn = useFeatureFlag('acme_export');
  const reports = useFeatureFlag('acme_beta', 'reports');
  const beta = useFeatureFlag('acme_beta');
  return (
    <ul>
      <li>area {String(access.canSee('CLOUD_ASSETS'))}</li>
      <li>other area {String(access.canSee('ALERTS'))}</li>
      <li>card {String(access.canSee(dashboardGrant('CLOUD_ASSETS')))}</li>
      <li>action {String(access.can('MANAGE_ALERTS'))}</li>
      <li>export {String(exportOn)}</li>
      <li>reports {String(reports)}</li>
      <li>beta {String(beta)}</li>
    </ul>
  );
}

describe('expectToast', () => {
  it('waits for a toast shown after the click and returns it', async () => {
    const { runtime } = renderWithConsole(<Saver />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const toast = await expectToast(runtime, 'Inventory saved');
    expect(toast).toMatchObject({ message: 'Inventory saved' });
  });

  it('fails naming the expected toast and the toasts on screen, an error toast not counting as a plain one', async () => {
    const { runtime } = renderWithConsole(<Saver />);
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));

    await expect(expectToast(runtime, { message: /could not be saved/, error: true })).resolves.toMatchObject({ error: true });
    await expect(expectToast(runtime, { message: 'Inventory could not be saved', error: false }, { timeout: 50 })).rejects.toThrow(
      'Expected a toast "Inventory could not be saved" (not an error); toasts on screen: "Inventory could not be saved" (error)',
    );
  });
});

describe('createTestAccess and createTestFlags', () => {
  it('grant only the named area, card and action, and set flags for every feature or per feature', () => {
    renderWithConsole(<Grants />, {
      ...createTestAccess({ modules: ['CLOUD_ASSETS'], cards: ['CLOUD_ASSETS'], actions: ['MANAGE_ALERTS'] }),
      flags: createTestFlags({ acme_export: true, acme_beta: { reports: false, default: true } }),
    });

    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'area true',
      'other area false',
      'card true',
      'action true',
      'export true',
      'reports false',
      'beta true',
    ]);
  });

  it('grant nothing when nothing is named', () => {
    renderWithConsole(<Grants />, { ...createTestAccess() });

    expect(screen.getAllByRole('listitem').map((li) => li.textContent).slice(0, 4)).toEqual(['area false', 'other area false', 'card false', 'action false']);
  });
});
