import { scrubPersonalData, type ScrubbableEvent } from './scrubPersonalData';
import { sameOriginTargets, TRACES_SAMPLE_RATE } from './tracing';

/** The slice of `@sentry/browser` the console uses. */
export interface SentryLike {
  init(options: {
    dsn: string;
    environment?: string;
    release?: string;
    sendDefaultPii: boolean;
    tracesSampleRate: number;
    tracePropagationTargets?: (string | RegExp)[];
    integrations?: unknown[];
    beforeSend?: <E extends ScrubbableEvent>(event: E) => E | null;
  }): unknown;
  /** Page-load and navigation traces, and spans for the console's requests. */
  browserTracingIntegration(): unknown;
  captureException(error: unknown, hint?: { tags?: Record<string, string>; extra?: Record<string, unknown> }): unknown;
}

/** Who reported an error and what else to attach. */
export interface ErrorContext {
  /** The plugin the error belongs to; the event is tagged `plugin: <id>`. */
  pluginId?: string;
  extra?: Record<string, unknown>;
}

/** Options of {@link createErrorReporter}. */
export interface ErrorReporterOptions {
  /** Sentry DSN; with none, errors go to `console.error` with the plugin id. */
  dsn?: string | null;
  environment?: string;
  release?: string;
  /** Loads the Sentry SDK; `import('@sentry/browser')` by default. */
  load?: () => Promise<SentryLike>;
  /** The console's origin: trace headers go to it only. `location.origin` by default. */
  origin?: string;
  /** Runs `start` once the page has painted; tests run it at once. */
  afterPaint?: (start: () => void) => void;
}

/** Reports errors; the Sentry SDK is loaded only when needed, after first paint. */
export interface ErrorReporter {
  report(error: unknown, context?: ErrorContext): void;
  /** Resolves when the Sentry SDK is ready (or has failed to load); at once without a DSN. */
  ready(): Promise<void>;
}

const defaultAfterPaint = (start: () => void) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(start, 0));
  else setTimeout(start, 0);
};

function logToConsole(error: unknown, context: ErrorContext = {}): void {
  console.error(`[palisade] error in ${context.pluginId ? `plugin "${context.pluginId}"` : 'the console'}:`, error, context.extra ?? '');
}

/**
 * Creates the console's error reporter. With a DSN, `@sentry/browser` is
 * imported after first paint (never on the boot path); reports made before
 * it is ready are queued, then sent.
 */
export function createErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  const { dsn } = options;
  if (!dsn) return { report: logToConsole, ready: () => Promise.resolve() };

  let sentry: SentryLike | null = null;
  let failed = false;
  const queue: [unknown, ErrorContext | undefined][] = [];
  const send = (error: unknown, context: ErrorContext = {}) => {
    if (!sentry) return;
    sentry.captureException(error, {
      tags: context.pluginId ? { plugin: context.pluginId } : {},
      extra: context.extra ?? {},
    });
  };
  const loading = new Promise<void>((resolve) => {
    const start = () => {
      const load = options.load ?? (() => import('./sentry') as Promise<SentryLike>);
      load()
        .then((sdk) => {
          sdk.init({
            dsn,
            environment: options.environment,
            release: options.release,
            sendDefaultPii: false,
            tracesSampleRate: TRACES_SAMPLE_RATE,
            integrations: [sdk.browserTracingIntegration()],
            tracePropagationTargets: sameOriginTargets(options.origin ?? globalThis.location?.origin),
            // No personal data in events: user email and the like are stripped.
            beforeSend: scrubPersonalData,
          });
          sentry = sdk;
          for (const [error, context] of queue.splice(0)) send(error, context);
        })
        .catch((cause: unknown) => {
          failed = true;
          console.error('[palisade] error reporting could not load', cause);
          for (const [error, context] of queue.splice(0)) logToConsole(error, context);
        })
        .finally(resolve);
    };
    (options.afterPaint ?? defaultAfterPaint)(start);
  });

  return {
    report(error, context) {
      if (sentry) send(error, context);
      else if (failed) logToConsole(error, context);
      else queue.push([error, context]);
    },
    ready: () => loading,
  };
}
