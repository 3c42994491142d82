import { useEffect, useState } from 'react';
import type { CardCount, CardLoadContext } from '../extensions/extension';
import { useHttp } from '../http/useHttp';

/** A figure being loaded: loading, then its value, or failed. */
export type CountState = { status: 'loading' } | { status: 'ready'; count: CardCount } | { status: 'failed'; error: unknown };

/**
 * Loads one figure with the console's API client, on its own: a failure is
 * its own state and never affects other figures. Loads again when
 * `reloadKey` changes; a load still running is aborted.
 *
 * @example
 * ```tsx
 * const state = useCount(loadOpenThreats);
 * if (state.status === 'ready') return <>{state.count.value}</>;
 * ```
 */
export function useCount(load: (context: CardLoadContext) => Promise<CardCount>, reloadKey: unknown = 0): CountState {
  const http = useHttp();
  const [state, setState] = useState<CountState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    let result: Promise<CardCount>;
    try {
      result = load({ http, signal: controller.signal });
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then(
      (count) => {
        if (controller.signal.aborted) return;
        if (typeof count?.value !== 'number' || !Number.isFinite(count.value)) {
          setState({ status: 'failed', error: new TypeError('the count loader resolved without a numeric value') });
        } else setState({ status: 'ready', count });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [http, load, reloadKey]);
  return state;
}

/** Reads the `total` field the dashboard count calls answer with (spec section 7). */
export function readTotal(body: unknown): number {
  const total = (body as { total?: unknown } | null)?.total;
  if (typeof total !== 'number') throw new TypeError('the response has no numeric "total" field');
  return total;
}

/** Formats a figure for display: thousands separated, `%` when the unit says so. */
export function formatCount(count: CardCount, locale = 'en-US'): string {
  return `${count.value.toLocaleString(locale)}${count.unit ?? ''}`;
}
