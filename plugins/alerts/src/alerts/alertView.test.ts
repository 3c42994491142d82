import { describe, expect, it } from 'vitest';
import { paramsFromView, toApiQuery, viewFromParams } from './alertView';

describe('alert view in the URL', () => {
  it('reads filters, sort, paging, grouping and the open alert, and writes them back unchanged', () => {
    const search = 'tab=iac&severity=Critical,High&statusDescription=New+finding,Reopened&account=3&repository=web%2Fhelm-charts&q=bucket&commit=9f3a&line=12&ageMin=5'
      + '&range=last-1-week&firstSeen=previous-month&sort=severity&dir=asc&page=3&pageSize=100&groupBy=policy&alert=ZS-IAC-100007';
    const view = viewFromParams(new URLSearchParams(search));
    expect(view).toMatchObject({ kind: 'iac', lists: { severity: ['Critical', 'High'], statusDescription: ['New finding', 'Reopened'], account: ['3'],
      repository: ['web/helm-charts'] }, texts: { q: 'bucket', commit: '9f3a', line: '12', ageMin: '5' }, range: 'last-1-week', firstRange: 'previous-month', sort: 'severity', dir: 'asc', page: 3, pageSize: 100, groupBy: 'policy', selected: 'ZS-IAC-100007' });
    expect([...paramsFromView(view)].sort()).toEqual([...new URLSearchParams(search)].sort());
  });

  it('keeps the chosen columns in their order, always with the alert id, and drops columns the tab does not have', () => {
    const view = viewFromParams(new URLSearchParams('cols=severity,commit,policy,nope'));
    expect(view.columns).toEqual(['id', 'severity', 'policy']);
    expect(paramsFromView(view).get('cols')).toBe('id,severity,policy');
    expect(viewFromParams(new URLSearchParams('tab=iac&cols=commit,severity')).columns).toEqual(['id', 'commit', 'severity']);
  });

  it('falls back to defaults for unknown or malformed values', () => {
    const view = viewFromParams(new URLSearchParams('tab=gcp&sort=drop&dir=sideways&page=-2&pageSize=9999&range=forever'));
    expect(view).toMatchObject({ kind: 'cloud', sort: 'lastSeen', dir: 'desc', page: 1, pageSize: 50, range: null, firstRange: null });
    expect(paramsFromView(view).toString()).toBe('');
  });

  it('turns the time ranges into last-seen and first-seen windows and numbers into numbers for the server', () => {
    const view = viewFromParams(new URLSearchParams('account=4,x&ageMax=30&line=0&commit=abcd&range=last-24-hours&firstSeen=last-1-hour'));
    const now = new Date('2026-03-01T12:00:00Z');
    expect(toApiQuery(view, now)).toEqual({ kind: 'cloud', sort: 'lastSeen', dir: 'desc', account: [4], ageMax: 30, commit: 'abcd',
      lastSeenFrom: now.getTime() - 86_400_000, lastSeenTo: now.getTime(), firstSeenFrom: now.getTime() - 3_600_000, firstSeenTo: now.getTime() });
    expect(toApiQuery(viewFromParams(new URLSearchParams('line=12')), now)).toMatchObject({ line: 12 });
  });

  it('takes a resource id filter from a link (the cloud asset drawer) to the server', () => {
    const view = viewFromParams(new URLSearchParams('resourceId=arn%3Aaws%3As3%3A%3A%3Abucket-2'));
    expect(toApiQuery(view)).toMatchObject({ resourceId: ['arn:aws:s3:::bucket-2'] });
  });
});
