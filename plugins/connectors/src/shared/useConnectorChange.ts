import { useQueryClient } from '@tanstack/react-query';
import { connectorKeys } from './connectorsApi';

/** After a change: the lists and the activation panel (now Editing) ask the server again. */
export function useConnectorChange(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all([client.invalidateQueries({ queryKey: connectorKeys.objects() }), client.invalidateQueries({ queryKey: connectorKeys.activation() })]);
  };
}
