import type { ConnectorKind } from '@palisade/contracts/connectors';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@palisade/sdk';
import { connectorKeys, fetchList } from './connectorsApi';

/** One kind's objects as this administrator sees them: live, with their own pending edit over it. */
export function useConnectorList<T>(kind: ConnectorKind) {
  const http = useHttp();
  return useQuery({ queryKey: connectorKeys.list(kind), queryFn: ({ signal }) => fetchList<T>(http, kind, signal) });
}
