import { useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** Runs a load whenever its key changes, aborting the previous one; `reload()` runs it again. */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const ac = new AbortController();
    // Keep showing the last data while reloading, so lists do not flicker.
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load(ac.signal).then(
      (data) => { if (!ac.signal.aborted) setState({ status: 'ready', data }); },
      (error: unknown) => { if (!ac.signal.aborted) setState({ status: 'error', error }); },
    );
    return () => ac.abort();
    // The key stands for everything the load reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return [state, () => setRound((r) => r + 1)];
}
