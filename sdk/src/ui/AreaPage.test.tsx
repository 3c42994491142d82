// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { renderWithConsole } from '../testing/renderWithConsole';
import { AreaPage } from './AreaPage';

describe('AreaPage', () => {
  it('opens with the heading that names the section, the introduction, the figures, then the page', () => {
    renderWithConsole(
      <AreaPage title="Cloud assets" intro="Every resource in your accounts." figures={{ appIds: [1], label: 'Asset figures', empty: 'Your role includes none of these figures.' }}>
        <table aria-label="Cloud assets list" />
      </AreaPage>,
    );
    const section = screen.getByRole('region', { name: 'Cloud assets' });
    expect(section.querySelector('h1')?.textContent).toBe('Cloud assets');
    expect(screen.getByText('Every resource in your accounts.')).toBeTruthy();
    // No card of appId 1 is declared in this console: the figures say so in their own words.
    expect(screen.getByText('Your role includes none of these figures.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Cloud assets list' })).toBeTruthy();
  });

  it('leaves out the introduction and figures it is not given', () => {
    renderWithConsole(<AreaPage title="Registries" />);
    expect(screen.getByRole('region', { name: 'Registries' }).children).toHaveLength(1);
  });
});
