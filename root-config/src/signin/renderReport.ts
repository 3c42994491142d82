import type { ApiResponse } from '@palisade/sdk';

/**
 * The executive report as `GET /api/reports/v1/render` returns it. A figure is `null` where the tenant has not
 * bought the area (the dashboard has no card for it either).
 */
export type ExecutiveReport = ApiResponse<'/api/reports/v1/render', 'get'>;

export type RenderResult = { ok: true; report: ExecutiveReport } | { ok: false; message: string };

const NO_TOKEN = 'This report link has no render token';

/**
 * Reads the report a render token grants, without any sign-in: the token is
 * the credential, so no cookie goes with the request.
 */
export async function fetchRenderedReport(token: string | null, doFetch: typeof fetch = fetch): Promise<RenderResult> {
  if (!token) return { ok: false, message: NO_TOKEN };
  let response: Response;
  try {
    response = await doFetch(`/api/reports/v1/render?token=${encodeURIComponent(token)}`, { credentials: 'omit', headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, message: 'The report server could not be reached. Please try again later.' };
  }
  const body = (await response.json().catch(() => null)) as (ExecutiveReport & { error?: { message?: unknown } }) | null;
  if (response.ok && body?.report === 'executive') return { ok: true, report: body };
  const message = body?.error?.message;
  return { ok: false, message: typeof message === 'string' && message ? message : `The report could not be loaded (HTTP ${response.status}).` };
}
