import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A callback for after a change: everything under `keys` is out of date, and
 * what is on screen of it asks the server again.
 */
export function useInvalidate(...keys: readonly QueryKey[]): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
}
