// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import { useNamespaceTranslation } from './useNamespaceTranslation';

afterEach(cleanup);

describe('useNamespaceTranslation', () => {
  it("shows a namespace's messages once they arrive, and follows the language", async () => {
    const i18n = createI18n('en-US');
    function Title() {
      const { t, ready } = useNamespaceTranslation(i18n, 'alerts');
      return <h1 data-ready={String(ready)}>{t('title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('title');
    expect(screen.getByRole('heading').dataset.ready).toBe('false');
    act(() => i18n.addResourceBundle('en-US', 'alerts', { title: 'Alerts' }));
    expect(screen.getByRole('heading').textContent).toBe('Alerts');
    expect(screen.getByRole('heading').dataset.ready).toBe('true');
    act(() => i18n.addResourceBundle('de-DE', 'alerts', { title: 'Warnungen' }));
    await act(() => i18n.changeLanguage('de-DE'));
    expect(screen.getByRole('heading').textContent).toBe('Warnungen');
  });

  it("keeps t and does not re-render when another namespace's messages arrive", () => {
    const i18n = createI18n('en-US');
    i18n.addResourceBundle('en-US', 'alerts', { title: 'Alerts' });
    const seen: unknown[] = [];
    function Title() {
      const { t } = useNamespaceTranslation(i18n, 'alerts');
      seen.push(t);
      return <h1>{t('title')}</h1>;
    }
    render(<Title />);
    act(() => i18n.addResourceBundle('en-US', 'assets', { title: 'Assets' }));
    expect(seen).toHaveLength(1);
  });

  it('reads several namespaces, the first as the default', () => {
    const i18n = createI18n('en-US');
    i18n.addResourceBundle('en-US', 'threats', { card: 'Cloud Threats' });
    function Cards() {
      const { t } = useNamespaceTranslation(i18n, ['threats', 'assets']);
      return <p>{`${t('card')} / ${t('card', { ns: 'assets' })}`}</p>;
    }
    render(<Cards />);
    act(() => i18n.addResourceBundle('en-US', 'assets', { card: 'Cloud Assets' }));
    expect(screen.getByText('Cloud Threats / Cloud Assets')).toBeTruthy();
  });
});
