import { useQuery } from '@tanstack/react-query';
import { computeTimeRange, useHttp, type ApiResponse, type TimeRangeId } from '@palisade/sdk';

/** The posture figures the server answers for the caller, in its order. */
export type PostureFigures = ApiResponse<'/api/commondashboard/v1/posture/figures', 'get'>['figures'];

/** Loads the posture figures at the end of the range, each with its change since the period before. */
export function usePostureFigures(range: TimeRangeId, reloadKey: unknown) {
  const http = useHttp();
  return useQuery({
    queryKey: ['dashboard', 'posture-figures', range, reloadKey],
    queryFn: async ({ signal }) => {
      const { from, to } = computeTimeRange(range, new Date());
      const body = await http.get('commondashboard/v1/posture/figures', { searchParams: { from: from.getTime(), to: to.getTime() }, signal })
        .json<ApiResponse<'/api/commondashboard/v1/posture/figures', 'get'>>();
      return body.figures;
    },
    retry: false,
  });
}
