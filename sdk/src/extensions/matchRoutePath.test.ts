import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoutePath } from './matchRoutePath';

const patterns = ['/admin/alerts', '/admin/alerts/:id', '/admin/alerts/:id?', '/admin/iac/*', '/admin/:tab/details', '/admin/edit?', '*', '/*', '/'];
const paths = ['/admin/alerts', '/admin/alerts/', '/ADMIN/Alerts', '/admin/alerts/42', '/admin/alerts/42/more', '/admin/iac', '/admin/iac/a/b', '/admin/x/details', '/admin/edit', '/admin', '/', '/other', '/admin/alerts/a%2Fb'];

describe('matchRoutePath', () => {
  it('matches exactly as react-router matchPath does with end: true', () => {
    for (const pattern of patterns) {
      for (const path of paths) {
        const expected = matchPath({ path: pattern, end: true }, path);
        const actual = matchRoutePath(pattern, path);
        expect({ pattern, path, match: actual?.params ?? null }).toEqual({ pattern, path, match: expected?.params ?? null });
      }
    }
  });

  it('gives the params of a matching path and null for another', () => {
    expect(matchRoutePath('/admin/alerts/:id', '/admin/alerts/7')).toEqual({ params: { id: '7' } });
    expect(matchRoutePath('/admin/alerts/:id', '/admin/tenant')).toBeNull();
  });
});
