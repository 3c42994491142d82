import type { KyInstance } from 'ky';
import type { HttpClient } from './HttpClient';
import { lazyKy } from './lazyKy';
import { NetworkError, TimeoutError } from './HttpError';
import { toHttpError } from './toHttpError';

/** How {@link createHttpClient} reaches the server and reports a gone session. */
export interface HttpClientOptions {
  /** Base of every path; `/bff/api` by default. */
  prefixUrl?: string;
  /** Milliseconds before a call fails with {@link TimeoutError}; 30 000 by default. */
  timeout?: number;
  /** The fetch to use (tests pass a fake). */
  fetch?: typeof fetch;
  /** Whether cookies go with each call; `same-origin` (the session cookie) by default, `omit` for calls that carry their own credential. */
  credentials?: RequestCredentials;
  /** The current CSRF token, sent as `X-CSRF-Token` on every non-GET call. */
  getCsrfToken: () => string | null;
  /** Called on every 401 response. */
  onUnauthenticated: () => void;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Wraps fetch so that ours, not ky's, is the timeout, and a failed fetch
 * becomes a {@link NetworkError}. A caller's own abort passes through.
 */
function guardedFetch(base: typeof fetch, ms: number): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const timer = new AbortController();
    const handle = setTimeout(() => timer.abort(), ms);
    const signal = AbortSignal.any([request.signal, timer.signal]);
    const where = `${request.method} ${new URL(request.url).pathname}`;
    try {
      return await base(input instanceof Request ? input : request, { ...init, signal });
    } catch (cause) {
      if (timer.signal.aborted && !request.signal.aborted) {
        throw new TimeoutError(`${where} timed out after ${ms} ms`, { url: request.url, code: 'TIMEOUT', cause });
      }
      if (request.signal.aborted) throw cause;
      throw new NetworkError(`${where} failed: the server could not be reached`, {
        url: request.url,
        code: 'NETWORK',
        cause,
      });
    } finally {
      clearTimeout(handle);
    }
  };
}

/**
 * Creates the console API client; the runtime makes one and every plugin
 * shares it. ky itself loads on the first call (or a preload after first
 * paint): the shell paints without it.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  return lazyKy(() => import('ky').then(({ default: ky }) => createKy(ky, options)));
}

function createKy(ky: KyInstance, options: HttpClientOptions): KyInstance {
  const base = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return ky.create({
    prefixUrl: options.prefixUrl ?? '/bff/api',
    credentials: options.credentials ?? 'same-origin',
    timeout: false,
    retry: 0,
    fetch: guardedFetch(base, options.timeout ?? 30_000),
    hooks: {
      beforeRequest: [
        (request) => {
          if (SAFE_METHODS.has(request.method.toUpperCase())) return;
          const token = options.getCsrfToken();
          if (token) request.headers.set('X-CSRF-Token', token);
        },
      ],
      afterResponse: [
        async (request, kyOptions, response) => {
          if (response.ok) return;
          if (response.status === 401) options.onUnauthenticated();
          // ky's normalized options carry the caller's throwHttpErrors, though its type omits it.
          const throwOption = (kyOptions as { throwHttpErrors?: boolean | ((status: number) => boolean) }).throwHttpErrors;
          const shouldThrow = typeof throwOption === 'function' ? throwOption(response.status) : throwOption !== false;
          if (!shouldThrow) return;
          throw await toHttpError(response, request);
        },
      ],
    },
  });
}
