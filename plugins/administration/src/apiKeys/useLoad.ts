import { useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** Runs a load on mount and on `reload()`, aborting the previous one; keeps the last data while reloading. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const ac = new AbortController();
    load(ac.signal).then(
      (data) => { if (!ac.signal.aborted) setState({ status: 'ready', data }); },
      (error: unknown) => { if (!ac.signal.aborted) setState({ status: 'error', error }); },
    );
    return () => ac.abort();
    // The load reads nothing that changes between rounds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);
  return [state, () => setRound((r) => r + 1)];
}
