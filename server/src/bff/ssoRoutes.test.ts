import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './ssoRoutes.js';

describe('safeReturnTo', () => {
  it('keeps same-site paths and replaces anything that could leave the site', () => {
    expect(safeReturnTo('/admin/alerts?x=1')).toBe('/admin/alerts?x=1');
    for (const bad of [undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'admin']) expect(safeReturnTo(bad)).toBe('/');
  });
});
