import { describe, expect, it } from 'vitest';
import type { Menu, MenuLink } from './buildMenu';
import { declaredFeatureName, featureName } from './featureName';

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

describe('declaredFeatureName', () => {
  it("names a page by its plugin's declared menu item even when the menu hides it", () => {
    const extensions = [
      {
        pluginId: 'analytics',
        extension: {
          type: 'console.navigation/item' as const,
          properties: { id: 'analytics', labelKey: 'menu.label', section: 'main' as const, order: 700, href: '/admin/analytics/reports', flag: 'analytics' },
        },
      },
    ];
    const translate = (pluginId: string, key: string) => (pluginId === 'analytics' && key === 'menu.label' ? 'Analytics' : key);
    expect(declaredFeatureName('analytics', extensions, '/admin/analytics/reports/executive-report', translate)).toBe('Analytics');
    expect(declaredFeatureName('alerts', extensions, '/admin/analytics/reports', translate)).toBeUndefined();
  });
});
