import { describe, expect, it } from 'vitest';
import { createTestRuntime } from './renderWithConsole';
import { recordingApi } from './recordingApi';

describe('recordingApi', () => {
  it('answers each request through the console client as JSON, or with the Response given, and keeps every address', async () => {
    const api = recordingApi((url) => (url.pathname.endsWith('/cost/v1/total') ? { total: 12 } : Response.json({ error: { message: 'down' } }, { status: 503 })));
    const { http } = createTestRuntime({ fetch: api.fetch });
    expect(await http.get('cost/v1/total', { searchParams: { period: 'month' } }).json()).toEqual({ total: 12 });
    await expect(http.get('cost/v1/other').json()).rejects.toThrow('503');
    expect(api.calls.map((u) => `${u.pathname}${u.search}`)).toEqual(['/bff/api/cost/v1/total?period=month', '/bff/api/cost/v1/other']);
  });
});
