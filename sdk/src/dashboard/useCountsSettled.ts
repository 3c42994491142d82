import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { COUNT_KEY_PREFIX } from './useCount';

/**
 * True once every figure on screen has arrived or failed (and stays true):
 * the moment to start loading what can wait, such as charts, so it never
 * delays the figures.
 *
 * @example
 * ```tsx
 * const settled = useCountsSettled();
 * return settled ? <Trends /> : null;
 * ```
 */
export function useCountsSettled(): boolean {
  const client = useQueryClient();
  const fetching = useIsFetching({ queryKey: COUNT_KEY_PREFIX });
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || fetching > 0) return;
    // The figures' queries exist once the cards (children, whose effects run first) have mounted.
    const counts = client.getQueryCache().findAll({ queryKey: COUNT_KEY_PREFIX });
    if (counts.length > 0 && counts.every((q) => q.state.status !== 'pending')) setSettled(true);
  }, [client, fetching, settled]);
  return settled;
}
