// @vitest-environment jsdom
import { createConsoleRuntime } from '@palisade/sdk/host';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearStorageOnSignOut } from '../upkeep/clearStorage';
import { KEPT_ON_SIGN_OUT } from './constants';
import { keepLocale } from './keepLocale';

// The console's own i18next instance, as startConsole creates it.
const createI18n = (locale?: string) => createConsoleRuntime({ locale }).i18n;

describe('keepLocale', () => {
  beforeEach(() => localStorage.clear());

  it('writes the language i18next settled on, and every change after', async () => {
    const i18n = createI18n();
    const stop = keepLocale(i18n);
    expect(localStorage.getItem(KEPT_ON_SIGN_OUT)).toBe('en-US');
    await i18n.changeLanguage('de-DE');
    expect(localStorage.getItem(KEPT_ON_SIGN_OUT)).toBe('de-DE');
    stop();
    await i18n.changeLanguage('fr-FR');
    expect(localStorage.getItem(KEPT_ON_SIGN_OUT)).toBe('de-DE');
  });

  it('is the value sign-out keeps: a language the console wrote survives, everything else goes', async () => {
    const i18n = createI18n('en-US');
    keepLocale(i18n);
    await i18n.changeLanguage('de-DE');
    localStorage.setItem('palisade.lastActivity', '1');
    clearStorageOnSignOut();
    expect(Object.keys({ ...localStorage })).toEqual([KEPT_ON_SIGN_OUT]);
    expect(createI18n(localStorage.getItem(KEPT_ON_SIGN_OUT) ?? undefined).language).toBe('de-DE');
  });
});
