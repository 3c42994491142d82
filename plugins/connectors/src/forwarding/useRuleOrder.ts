import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@palisade/sdk';
import { connectorKeys, reorderRules } from '../shared/connectorsApi';
import { useConnectorChange } from '../shared/useConnectorChange';

/** Moves one rule to another place: the new order goes into the pending edit, and the table shows it at once. */
export function useRuleOrder<T extends { id: string }>() {
  const http = useHttp();
  const client = useQueryClient();
  const changed = useConnectorChange();
  return useMutation({
    mutationFn: ({ items, from, to }: { items: readonly T[]; from: number; to: number }) => {
      const ids = items.map((i) => i.id);
      const [moved] = ids.splice(from, 1);
      ids.splice(to, 0, moved!);
      return reorderRules<T>(http, ids);
    },
    onSuccess: async (list) => {
      client.setQueryData(connectorKeys.list('forwarding-rules'), list);
      await changed();
    },
  });
}

/** Where a key press on a rule's handle moves it (null: the key does not move it). */
export function targetOfKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowUp') return index > 0 ? index - 1 : null;
  if (key === 'ArrowDown') return index < count - 1 ? index + 1 : null;
  if (key === 'Home') return index > 0 ? 0 : null;
  if (key === 'End') return index < count - 1 ? count - 1 : null;
  return null;
}
