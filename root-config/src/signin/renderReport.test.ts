import { describe, expect, it, vi } from 'vitest';
import { fetchRenderedReport } from './renderReport';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('fetchRenderedReport', () => {
  it('reads the report with the token alone: no cookie goes with it', async () => {
    const doFetch = vi.fn(async () => json({ report: 'executive', tenant: { id: 't', name: 'Acme' } }));
    const result = await fetchRenderedReport('a.b+c', doFetch);
    expect(result).toMatchObject({ ok: true, report: { tenant: { name: 'Acme' } } });
    expect(doFetch).toHaveBeenCalledWith('/api/reports/v1/render?token=a.b%2Bc', expect.objectContaining({ credentials: 'omit' }));
  });

  it('says why there is nothing to print: no token, the server’s sentence, an unreachable server', async () => {
    const doFetch = vi.fn(async () => json({}));
    expect(await fetchRenderedReport(null, doFetch)).toEqual({ ok: false, message: 'This report link has no render token' });
    expect(doFetch).not.toHaveBeenCalled();
    const expired = async () => json({ error: { code: 'UNAUTHENTICATED', message: 'This report link has expired; ask for a new one' } }, 401);
    expect(await fetchRenderedReport('t', expired)).toEqual({ ok: false, message: 'This report link has expired; ask for a new one' });
    expect(await fetchRenderedReport('t', async () => new Response('oops', { status: 502 }))).toEqual({ ok: false, message: 'The report could not be loaded (HTTP 502).' });
    const down = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await fetchRenderedReport('t', down)).toEqual({ ok: false, message: 'The report server could not be reached. Please try again later.' });
  });
});
