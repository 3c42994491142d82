import { describe, expect, it } from 'vitest';
import type { Extension } from '../extensions/extension';
import { findConflicts } from './findConflicts';

const component = async () => ({ default: () => null });
const route = (path: string, aliases?: string[]): Extension => ({ type: 'console.page/route', properties: { path, aliases, component } });
const menu = (id: string): Extension => ({
  type: 'console.navigation/item',
  properties: { id, labelKey: id, section: 'main', order: 1, href: `/admin/${id}` },
});

describe('findConflicts', () => {
  it('names the plugins that claim the same route path or alias', () => {
    const conflicts = findConflicts([
      { id: 'alpha', extensions: [route('/admin/alerts')] },
      { id: 'beta', extensions: [route('/admin/beta', ['/admin/alerts'])] },
      { id: 'gamma', extensions: [route('/admin/gamma')] },
    ]);
    expect(conflicts).toEqual([{ kind: 'route-path', value: '/admin/alerts', pluginIds: ['alpha', 'beta'] }]);
  });

  it('names the plugins that claim the same menu id', () => {
    const conflicts = findConflicts([
      { id: 'alpha', extensions: [menu('alerts')] },
      { id: 'beta', extensions: [menu('alerts'), menu('beta')] },
    ]);
    expect(conflicts).toEqual([{ kind: 'menu-id', value: 'alerts', pluginIds: ['alpha', 'beta'] }]);
  });

  it('finds nothing when plugins keep to themselves', () => {
    expect(findConflicts([{ id: 'alpha', extensions: [route('/a'), menu('a')] }, { id: 'beta', extensions: [route('/b'), menu('b')] }])).toEqual([]);
  });
});
