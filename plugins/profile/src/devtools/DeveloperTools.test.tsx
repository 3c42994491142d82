// @vitest-environment jsdom
import { renderWithConsole } from '@palisade/sdk/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { overridesAllowed, reloadConsole } from './consoleEnvironment';
import { DeveloperTools } from './DeveloperTools';
import en from '../locales/en-US.json';

vi.mock('./consoleEnvironment', () => ({ overridesAllowed: vi.fn(), reloadConsole: vi.fn() }));

const render = () => renderWithConsole(<DeveloperTools />, { plugin: { id: 'profile', version: '1.0.0' }, translations: en });

describe('developer tools', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.mocked(reloadConsole).mockClear();
  });

  it('turns on the overrides panel and reloads where overrides are allowed', async () => {
    vi.mocked(overridesAllowed).mockReturnValue(true);
    render();

    await userEvent.click(screen.getByRole('button', { name: 'Show import-map overrides' }));

    expect(window.localStorage.getItem('devtools')).toBe('true');
    expect(reloadConsole).toHaveBeenCalledTimes(1);
  });

  it('turns the panel off again', async () => {
    vi.mocked(overridesAllowed).mockReturnValue(true);
    window.localStorage.setItem('devtools', 'true');
    render();

    await userEvent.click(screen.getByRole('button', { name: 'Hide import-map overrides' }));

    expect(window.localStorage.getItem('devtools')).toBeNull();
    expect(reloadConsole).toHaveBeenCalledTimes(1);
  });

  it('is absent where overrides are not allowed', () => {
    vi.mocked(overridesAllowed).mockReturnValue(false);
    render();

    expect(screen.queryByRole('heading', { name: 'Developer tools' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
