import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: the dashboard reloads its figures 3 s after Reload is pressed. */
export const RELOAD_DELAY_MS = 3000;

/**
 * Reload with the spec's delay: `pending` from the press until the figures
 * are asked for again, then `key` changes (cards reload on a new key).
 * Pressing again while pending does not restart the wait.
 */
export function useDelayedReload(delay = RELOAD_DELAY_MS) {
  const [key, setKey] = useState(0);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const reload = useCallback(() => {
    if (timer.current) return;
    setPending(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPending(false);
      setKey((k) => k + 1);
    }, delay);
  }, [delay]);
  return { key, pending, reload };
}
