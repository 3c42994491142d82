import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './createI18n';
import { registerPluginTranslations } from './registerPluginTranslations';

describe('registerPluginTranslations', () => {
  it('puts each plugin in its own namespace', async () => {
    const i18n = createI18n('en-US');
    await registerPluginTranslations(i18n, { id: 'alpha', translations: { 'en-US': async () => ({ default: { title: 'Alpha' } }) } });
    await registerPluginTranslations(i18n, { id: 'beta', translations: { 'en-US': async () => ({ title: 'Beta' }) } });
    expect(i18n.getFixedT(null, 'alpha')('title')).toBe('Alpha');
    expect(i18n.getFixedT(null, 'beta')('title')).toBe('Beta');
  });

  it('falls back to en-US for keys the current locale lacks', async () => {
    const i18n = createI18n('de-DE');
    await registerPluginTranslations(i18n, {
      id: 'alpha',
      translations: {
        'en-US': async () => ({ title: 'Alerts', empty: 'Nothing here' }),
        de: async () => ({ title: 'Warnungen' }),
      },
    });
    const t = i18n.getFixedT(null, 'alpha');
    expect(t('title')).toBe('Warnungen');
    expect(t('empty')).toBe('Nothing here');
  });

  it('uses en-US when the plugin has no messages for the locale, and reports a loader that fails', async () => {
    const i18n = createI18n('fr-FR');
    const onError = vi.fn();
    await registerPluginTranslations(
      i18n,
      { id: 'alpha', translations: { 'en-US': async () => ({ title: 'Alerts' }), 'fr-FR': () => Promise.reject(new Error('404')) } },
      onError,
    );
    expect(i18n.getFixedT(null, 'alpha')('title')).toBe('Alerts');
    expect(String(onError.mock.calls[0]?.[0])).toContain('Plugin "alpha"');
  });

  it('keeps the console namespace as the default', () => {
    const i18n = createI18n('en-US', { signIn: 'Sign in' });
    expect(i18n.t('signIn')).toBe('Sign in');
  });
});
