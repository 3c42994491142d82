import { describe, expect, it } from 'vitest';
import type { Extension } from '../extensions/extension';
import { findConflicts } from './findConflicts';

const component = async () => ({ default: () => null });
const route = (path: string, aliases?: string[]): Extension => ({ type: 'console.page/route', properties: { path, aliases, component } });
const menu = (id: string): Extension => ({
  type: 'console.navigation/item',
  properties: { id, labelKey: id, section: 'main', order: 1, href: `/admin/${id}` },
});

const card = (appId: number): Extension => ({
  type: 'console.dashboard/card',
  properties: { appId, titleKey: 'card.title', module: 'CLOUD_ALERTS', href: '/admin/alerts', loadCount: async () => ({ value: 1 }) },
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

  it('names the plugins whose dashboard cards claim the same appId', () => {
    const conflicts = findConflicts([
      { id: 'threats', extensions: [card(0)] },
      { id: 'assets', extensions: [card(1)] },
      { id: 'acme-cost', extensions: [card(0), card(100)] },
    ]);
    expect(conflicts).toEqual([{ kind: 'card-app-id', value: '0', pluginIds: ['threats', 'acme-cost'] }]);
  });

  it('keeps the places the deployment reserves for their plugins even before those plugins load', () => {
    const reserved = { '0': 'threats', '2': 'identities' };
    expect(findConflicts([{ id: 'acme-cost', extensions: [card(2)] }], reserved)).toEqual([{ kind: 'card-app-id', value: '2', pluginIds: ['identities', 'acme-cost'] }]);
    expect(findConflicts([{ id: 'identities', extensions: [card(2)] }, { id: 'acme-cost', extensions: [card(6)] }], reserved)).toEqual([]);
    expect(findConflicts([{ id: 'acme-cost', extensions: [card(2)] }])).toEqual([]);
  });

  it('claims a standalone page’s path like a route’s', () => {
    const standalone: Extension = { type: 'console.page/standalone', properties: { path: '/admin/alerts', component } };
    expect(findConflicts([{ id: 'alpha', extensions: [route('/admin/alerts')] }, { id: 'beta', extensions: [standalone] }])).toEqual([
      { kind: 'route-path', value: '/admin/alerts', pluginIds: ['alpha', 'beta'] },
    ]);
  });

  it('finds nothing when plugins keep to themselves', () => {
    expect(findConflicts([{ id: 'alpha', extensions: [route('/a'), menu('a'), card(7)] }, { id: 'beta', extensions: [route('/b'), menu('b'), card(100)] }])).toEqual([]);
  });
});
