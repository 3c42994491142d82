import type { ApiRequestBody, ApiResponse, HttpClient } from '@palisade/sdk';

export type ReportSchedule = ApiResponse<'/api/reports/v1/schedules', 'get'>['items'][number];
export type ReportRun = ApiResponse<'/api/reports/v1/schedules/{id}/runs', 'get'>['items'][number];
export type ScheduleBody = ApiRequestBody<'/api/reports/v1/schedules', 'post'>;

export const listSchedules = (http: HttpClient, signal?: AbortSignal) => http.get('reports/v1/schedules', { signal }).json<{ items: ReportSchedule[] }>();
export const listRuns = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.get(`reports/v1/schedules/${encodeURIComponent(id)}/runs`, { signal }).json<{ items: ReportRun[] }>();
export const saveSchedule = (http: HttpClient, id: string | null, json: ScheduleBody) =>
  (id ? http.put(`reports/v1/schedules/${encodeURIComponent(id)}`, { json }) : http.post('reports/v1/schedules', { json })).json<ReportSchedule>();
export const setPaused = (http: HttpClient, id: string, paused: boolean) =>
  http.post(`reports/v1/schedules/${encodeURIComponent(id)}/${paused ? 'pause' : 'resume'}`).json<ReportSchedule>();
export const deleteSchedule = (http: HttpClient, id: string) => http.delete(`reports/v1/schedules/${encodeURIComponent(id)}`);
export const runNow = (http: HttpClient, id: string) => http.post(`reports/v1/schedules/${encodeURIComponent(id)}/run`).json<ReportRun>();
/** The produced file, through the console's own API address (the session cookie goes with a plain link). */
export const runFileHref = (runId: string) => `/bff/api/reports/v1/runs/${encodeURIComponent(runId)}/file`;
export const isActive = (run: ReportRun | null | undefined) => run?.status === 'queued' || run?.status === 'running';
