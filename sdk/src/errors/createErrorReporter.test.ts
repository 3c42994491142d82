import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, type SentryLike } from './createErrorReporter';
import { scrubPersonalData } from './scrubPersonalData';
import { sameOriginTargets, TRACES_SAMPLE_RATE } from './tracing';

const TRACING = { name: 'BrowserTracing' };

function fakeSentry() {
  return { init: vi.fn(), captureException: vi.fn(), browserTracingIntegration: vi.fn(() => TRACING) } satisfies SentryLike;
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
      origin: 'https://console.example',
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

describe('tracing', () => {
  async function initOptions() {
    const sentry = fakeSentry();
    const reporter = createErrorReporter({ dsn: 'https://key@sentry.example/1', origin: 'https://console.example', load: async () => sentry, afterPaint: (start) => start() });
    await reporter.ready();
    return sentry.init.mock.calls[0]![0] as Parameters<SentryLike['init']>[0];
  }

  it('traces page loads and navigations with the one sample rate constant', async () => {
    const options = await initOptions();
    expect(options.integrations).toEqual([TRACING]);
    expect(options.tracesSampleRate).toBe(TRACES_SAMPLE_RATE);
    expect(TRACES_SAMPLE_RATE).toBe(1);
  });

  it('sends trace headers to the console’s own origin only', async () => {
    const targets = (await initOptions()).tracePropagationTargets!;
    // As Sentry matches: the whole URL, and the path of a same-origin request.
    const matches = (url: string) => targets.some((t) => (typeof t === 'string' ? url.includes(t) : t.test(url)));
    expect(matches('https://console.example/bff/api/tenant')).toBe(true);
    expect(matches('/bff/api/tenant')).toBe(true);
    expect(matches('https://sentry.example/api/1/envelope/')).toBe(false);
    expect(matches('https://console.example.evil.test/bff')).toBe(false);
    expect(matches('https://evil.test/?next=https://console.example/')).toBe(false);
    expect(matches('//evil.test/bff')).toBe(false);
    expect(sameOriginTargets(undefined).some((t) => t.test('https://evil.test/'))).toBe(false);
  });
});
