import { describe, expect, it } from 'vitest';
import type { Menu, MenuLink } from './buildMenu';
import { featureName } from './featureName';

const link = (id: string, pluginId: string, label: string, href: string): MenuLink => ({ kind: 'link', id, pluginId, label, href, order: 1, activeOn: [] });

const menu: Menu = {
  main: [
    link('alerts', 'alerts', 'Alerts', '/admin/alerts'),
    {
      kind: 'group',
      id: 'cloud-posture',
      label: 'Cloud Posture',
      order: 500,
      items: [link('vulnerability', 'vulnerability', 'Vulnerability Management', '/admin/cloud-posture/vulnerability/inventory')],
    },
    link('reports', 'analytics', 'Reports', '/admin/analytics/reports'),
    link('executive', 'analytics', 'Executive report', '/admin/analytics/executive'),
  ],
  utility: [],
};

describe('featureName', () => {
  it("names a page by its plugin's menu label, also inside a group", () => {
    expect(featureName(menu, 'vulnerability', '/admin/cloud-posture/vulnerability/inventory')).toBe('Vulnerability Management');
  });

  it("prefers the item the path is under when the plugin has several, else the plugin's first", () => {
    expect(featureName(menu, 'analytics', '/admin/analytics/executive')).toBe('Executive report');
    expect(featureName(menu, 'analytics', '/admin/analytics/other')).toBe('Reports');
  });

  it('knows no name for a plugin without a menu item', () => {
    expect(featureName(menu, 'threats', '/admin/threats')).toBeUndefined();
  });
});
