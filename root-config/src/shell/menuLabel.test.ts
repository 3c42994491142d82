import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { menuLabel } from './menuLabel';

async function withLabels(language: string) {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, fallbackLng: 'en-US', resources: {}, interpolation: { escapeValue: false } });
  instance.addResources('en-US', 'alerts', { 'menu.label': 'Alerts', 'menu.only': 'Only in English', 'menu.count': '{{count}} open', 'menu.nested': '$t(menu.label) list' });
  instance.addResources('de-DE', 'alerts', { 'menu.label': 'Warnungen' });
  return instance;
}

describe('menuLabel', () => {
  it('reads the label in the console’s language, else its fallback, as t does', async () => {
    const german = await withLabels('de-DE');
    expect(menuLabel(german, 'alerts', 'menu.label')).toBe('Warnungen');
    expect(menuLabel(german, 'alerts', 'menu.only')).toBe('Only in English');
    expect(menuLabel(await withLabels('en-US'), 'alerts', 'menu.label')).toBe('Alerts');
  });

  it('leaves interpolation, nesting and a missing key to t', async () => {
    const english = await withLabels('en-US');
    expect(menuLabel(english, 'alerts', 'menu.count')).toBe(english.getFixedT(null, 'alerts')('menu.count'));
    expect(menuLabel(english, 'alerts', 'menu.nested')).toBe('Alerts list');
    expect(menuLabel(english, 'alerts', 'menu.missing')).toBe('menu.missing');
  });
});
