import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, type SentryLike } from './createErrorReporter';
import { scrubPersonalData } from './scrubPersonalData';

function fakeSentry() {
  return { init: vi.fn(), captureException: vi.fn() } satisfies SentryLike;
}

describe('createErrorReporter', () => {
  it('logs with the plugin id and never loads Sentry when no DSN is configured', async () => {
    const load = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporter = createErrorReporter({ dsn: null, load });
    reporter.report(new Error('boom'), { pluginId: 'acme-cost' });
    await reporter.ready();
    expect(load).not.toHaveBeenCalled();
    expect(String(log.mock.calls[0]?.[0])).toContain('acme-cost');
    log.mockRestore();
  });

  it('loads Sentry only after paint, queues earlier reports, and tags each with its plugin', async () => {
    const sentry = fakeSentry();
    let paint: () => void = () => {};
    const load = vi.fn(async () => sentry);
    const reporter = createErrorReporter({
      dsn: 'https://key@sentry.example/1',
      environment: 'int',
      load,
      afterPaint: (start) => (paint = start),
    });
    const early = new Error('before paint');
    reporter.report(early, { pluginId: 'profile', extra: { route: '/admin/profile' } });
    expect(load).not.toHaveBeenCalled();

    paint();
    await reporter.ready();
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@sentry.example/1', environment: 'int', sendDefaultPii: false, tracesSampleRate: 1, beforeSend: scrubPersonalData }),
    );
    expect(sentry.captureException).toHaveBeenCalledWith(early, {
      tags: { plugin: 'profile' },
      extra: { route: '/admin/profile' },
    });

    reporter.report('later', { pluginId: 'system-notifications' });
    expect(sentry.captureException).toHaveBeenLastCalledWith('later', { tags: { plugin: 'system-notifications' }, extra: {} });
  });

  it('falls back to console.error when Sentry fails to load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reporter = createErrorReporter({
      dsn: 'https://key@sentry.example/1',
      load: () => Promise.reject(new Error('blocked')),
      afterPaint: (start) => start(),
    });
    reporter.report(new Error('queued'), { pluginId: 'broken' });
    await reporter.ready();
    expect(log.mock.calls.some((call) => String(call[0]).includes('"broken"'))).toBe(true);
    log.mockRestore();
  });
});
