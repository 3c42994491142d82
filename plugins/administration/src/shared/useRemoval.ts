import { useMutation } from '@tanstack/react-query';
import { useNotify } from '@palisade/sdk';

/**
 * Removing one item (a delete, a revoke) after the user confirmed it: calls
 * `remove`, then says so in a toast (`message`) and refreshes what it
 * changed. A failure rejects `mutateAsync`, for the confirm dialog to show.
 */
export function useRemoval<T>(remove: (item: T) => Promise<unknown>, message: (item: T) => string, changed: () => Promise<void>) {
  const notify = useNotify();
  return useMutation({
    mutationFn: remove,
    onSuccess: (_response: unknown, item: T) => {
      notify({ message: message(item) });
      void changed();
    },
  });
}
