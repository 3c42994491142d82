import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@palisade/sdk';
import { isActive, listRuns, listSchedules } from './schedulesApi';

/** While a run is queued or running, its progress is asked for this often. */
export const PROGRESS_POLL_MS = 1_000;

export function useSchedules() {
  const http = useHttp();
  return useQuery({
    queryKey: ['analytics', 'schedules'],
    queryFn: ({ signal }) => listSchedules(http, signal),
    refetchInterval: (query) => (query.state.data?.items.some((s) => isActive(s.lastRun)) ? PROGRESS_POLL_MS : false),
  });
}

export function useRuns(id: string | null) {
  const http = useHttp();
  return useQuery({
    queryKey: ['analytics', 'schedules', id, 'runs'],
    queryFn: ({ signal }) => listRuns(http, id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? PROGRESS_POLL_MS : false),
  });
}

export function useRefreshSchedules() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['analytics', 'schedules'] });
}
