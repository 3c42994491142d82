import { describe, expect, it } from 'vitest';
import { filterQuery, paramsFromView, viewFromParams } from './auditLogView';

describe('audit log view in the URL', () => {
  it('round-trips every filter, and leaves defaults out', () => {
    const params = new URLSearchParams('q=alert&user=usr_1&action=alert.resolve&range=last-1-week&dir=asc&page=3&pageSize=20&entry=aud_1');
    const view = viewFromParams(params);
    expect(view).toEqual({ q: 'alert', user: 'usr_1', action: 'alert.resolve', range: 'last-1-week', dir: 'asc', page: 3, pageSize: 20, entry: 'aud_1' });
    expect(paramsFromView(view).toString()).toBe(params.toString());
    expect(paramsFromView(viewFromParams(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to defaults for malformed values', () => {
    const view = viewFromParams(new URLSearchParams('range=forever&dir=up&page=-2&pageSize=5000'));
    expect(view).toMatchObject({ range: null, dir: 'desc', page: 1, pageSize: 50 });
  });

  it('turns a time range into a window ending now (inclusive) for the server', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const query = filterQuery(viewFromParams(new URLSearchParams('range=last-1-hour&user=u')), now);
    expect(query).toEqual({ dir: 'desc', user: 'u', from: String(now.getTime() - 3_600_000), to: String(now.getTime() + 1) });
    expect(filterQuery(viewFromParams(new URLSearchParams()), now)).toEqual({ dir: 'desc' });
  });
});
