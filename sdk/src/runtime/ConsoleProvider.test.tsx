// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFeatureFlag } from '../flags/useFeatureFlag';
import { usePluginTranslation } from '../i18n/usePluginTranslation';
import { Notification } from '../notifications/Notification';
import { useNotify } from '../notifications/useNotify';
import { useUnreadNotificationCount } from '../notifications/useUnreadNotificationCount';
import { PluginProvider } from '../plugin/PluginProvider';
import { usePlugin } from '../plugin/usePlugin';
import { ConsoleProvider } from './ConsoleProvider';
import { createConsoleRuntime } from './createConsoleRuntime';

afterEach(cleanup);

function Bell() {
  const { count } = useUnreadNotificationCount();
  return <span>unread {count ?? '?'}</span>;
}

function SaveButton() {
  const notify = useNotify();
  const unread = useUnreadNotificationCount();
  return (
    <button
      type="button"
      onClick={() => {
        notify({ message: 'Saved' });
        unread.reset();
      }}
    >
      Save
    </button>
  );
}

describe('ConsoleProvider', () => {
  it('lets separate React roots (shell and plugins) share one state', async () => {
    const runtime = createConsoleRuntime();
    runtime.setUnreadCount(3);
    render(
      <ConsoleProvider runtime={runtime}>
        <Bell />
        <Notification />
      </ConsoleProvider>,
    );
    render(
      <ConsoleProvider runtime={runtime}>
        <PluginProvider plugin={{ id: 'system-notifications', version: '1.0.0' }}>
          <SaveButton />
        </PluginProvider>
      </ConsoleProvider>,
    );
    expect(screen.getByText('unread 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('unread 0')).toBeTruthy();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Saved');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Saved' }));
    expect(region.textContent).not.toContain('Saved');
  });

  it('binds translations to the plugin namespace, with the en-US fallback', async () => {
    const runtime = createConsoleRuntime({ locale: 'de-DE' });
    await runtime.registerPluginTranslations({
      id: 'alpha',
      translations: { 'en-US': async () => ({ title: 'Alerts', more: 'More' }), 'de-DE': async () => ({ title: 'Warnungen' }) },
    });
    function Title() {
      const { t } = usePluginTranslation();
      return (
        <h1>
          {t('title')} / {t('more')}
        </h1>
      );
    }
    render(
      <ConsoleProvider runtime={runtime}>
        <PluginProvider plugin={{ id: 'alpha', version: '1.0.0' }}>
          <Title />
        </PluginProvider>
      </ConsoleProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Warnungen / More');
  });

  it('re-renders a mounted plugin when its translations arrive later', async () => {
    const runtime = createConsoleRuntime();
    function Title() {
      const { t } = usePluginTranslation();
      return <h1>{t('title')}</h1>;
    }
    render(
      <ConsoleProvider runtime={runtime}>
        <PluginProvider plugin={{ id: 'late', version: '1.0.0' }}>
          <Title />
        </PluginProvider>
      </ConsoleProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('title');
    await act(() => runtime.registerPluginTranslations({ id: 'late', translations: { 'en-US': async () => ({ title: 'Late title' }) } }));
    expect(screen.getByRole('heading').textContent).toBe('Late title');
  });

  it('updates flag readers when the flags arrive', () => {
    const runtime = createConsoleRuntime();
    function Flag() {
      return <p>{useFeatureFlag('audit_logs') ? 'on' : 'off'}</p>;
    }
    render(
      <ConsoleProvider runtime={runtime}>
        <Flag />
      </ConsoleProvider>,
    );
    expect(screen.getByText('off')).toBeTruthy();
    act(() => runtime.setFeatureFlags([{ key: 'audit_logs', value: true }]));
    expect(screen.getByText('on')).toBeTruthy();
  });

  it('tells a hook used outside the console what to do', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Bell />)).toThrow(/useUnreadNotificationCount\(\) needs the console/);
    error.mockRestore();
  });
});

describe('PluginProvider', () => {
  it('keeps a plugin crash in place: reports it with the plugin id and offers a Retry that renders again', async () => {
    const runtime = createConsoleRuntime();
    const report = vi.spyOn(runtime, 'reportError').mockImplementation(() => {});
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Page() {
      const { id } = usePlugin();
      if (fail) throw new Error('render failed');
      return <p>{id} works</p>;
    }
    render(
      <ConsoleProvider runtime={runtime}>
        <p>shell</p>
        <PluginProvider plugin={{ id: 'acme-cost', version: '2.0.0' }}>
          <Page />
        </PluginProvider>
      </ConsoleProvider>,
    );
    expect(screen.getByText('shell')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('acme-cost');
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), expect.objectContaining({ pluginId: 'acme-cost' }));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('acme-cost works')).toBeTruthy();
    consoleError.mockRestore();
  });
});
