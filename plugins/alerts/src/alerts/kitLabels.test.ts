import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import english from '../locales/en-US.json';
import { kitLabels } from './kitLabels';

describe('the kit labels of the alerts page', () => {
  it('take the saved-view delete confirmation from the plugin\'s texts', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'xx', fallbackLng: false, resources: { xx: { translation: { ...english, views: { ...english.views,
      confirmDelete: 'Supprimer la vue « {{name}} » ?', confirmDeleteText: 'Elle est supprimée partout.' } } } }, interpolation: { escapeValue: false } });
    const views = kitLabels(i18n.t).views;
    expect(views.confirmDelete('Critiques')).toBe('Supprimer la vue « Critiques » ?');
    expect(views.confirmDeleteText).toBe('Elle est supprimée partout.');
  });
});
