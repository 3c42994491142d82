import { describe, expect, it } from 'vitest';
import type { MenuIndicator, MenuSection } from '@palisade/sdk';
import type { ContributedExtension } from '@palisade/sdk/host';
import { buildMenu, currentLinkOf, isEntryActive, isLinkActive, type MenuContext, type MenuLink } from './buildMenu';

type Item = { id: string; section: MenuSection; order: number; module?: string; flag?: string; activeOn?: string[]; indicator?: MenuIndicator };
/** A plugin's menu items as the catalogue hands them to the shell (no code loaded). */
function plugin(id: string, items: Item[]): ContributedExtension[] {
  return items.map(({ id: itemId, ...rest }) => ({
    pluginId: id,
    extension: { type: 'console.navigation/item' as const, properties: { id: itemId, labelKey: `menu.${itemId}`, href: `/admin/${itemId}`, ...rest } },
  }));
}

// Given in a scrambled order on purpose: the menu's order comes from `section` and `order`, not from load order.
const plugins = [
  plugin('analytics', [{ id: 'analytics', section: 'main', order: 700, module: 'ANALYTICS', flag: 'analytics' }]),
  plugin('posture', [
    { id: 'cloud-assets', section: 'cloud-posture', order: 40, module: 'CLOUD_ASSETS' },
    { id: 'compliance', section: 'cloud-posture', order: 10, module: 'COMPLIANCE' },
    { id: 'vulnerability', section: 'cloud-posture', order: 30, module: 'VULNERABILITY_MANAGEMENT' },
    { id: 'cloud-identity', section: 'cloud-posture', order: 20, module: 'CLOUD_IDENTITY' },
  ]),
  plugin('admin', [
    { id: 'users', section: 'administration', order: 20, module: 'ADMINISTRATORS_AND_GROUPS' },
    { id: 'audit-logs', section: 'administration', order: 10, module: 'AUDIT_LOGS', flag: 'audit_logs' },
  ]),
  plugin('core', [
    { id: 'policies', section: 'main', order: 400, module: 'POLICIES', activeOn: ['/admin/policy'] },
    { id: 'dashboard', section: 'main', order: 100, module: 'DASHBOARD' },
    { id: 'investigation', section: 'main', order: 300, module: 'INVESTIGATION' },
    { id: 'alerts', section: 'main', order: 200, module: 'ALERTS' },
  ]),
  plugin('inbox', [{ id: 'inbox', section: 'utility', order: 10, module: 'SYSTEM_NOTIFICATIONS', flag: 'system_notifications', indicator: 'unread-notifications' }]),
  plugin('profile', [{ id: 'profile', section: 'utility', order: 20 }]),
].flat();
const ALL = ['DASHBOARD', 'ALERTS', 'INVESTIGATION', 'POLICIES', 'COMPLIANCE', 'CLOUD_IDENTITY', 'VULNERABILITY_MANAGEMENT', 'CLOUD_ASSETS', 'ADMINISTRATORS_AND_GROUPS', 'AUDIT_LOGS', 'ANALYTICS', 'SYSTEM_NOTIFICATIONS'];
const context = (modules: string[], flags: MenuContext['flags'] = { analytics: { default: true }, audit_logs: { default: true }, system_notifications: { default: true } }): MenuContext => ({
  modules: new Set(modules),
  flags,
  translate: (pluginId, key) => `${pluginId}:${key}`,
});
const shape = (menu: ReturnType<typeof buildMenu>) => menu.main.map((e) => (e.kind === 'link' ? e.id : `${e.label} [${e.items.map((i) => i.id).join(', ')}]`));

describe('buildMenu', () => {
  it('follows the spec order with Cloud Posture grouped and in its own order', () => {
    const menu = buildMenu(plugins, context(ALL));
    expect(shape(menu)).toEqual([
      'dashboard',
      'alerts',
      'investigation',
      'policies',
      'Cloud Posture [compliance, cloud-identity, vulnerability, cloud-assets]',
      'Administration [audit-logs, users]',
      'analytics',
    ]);
    expect(menu.utility.map((l) => [l.id, l.indicator])).toEqual([['inbox', 'unread-notifications'], ['profile', undefined]]);
  });

  it('shows only what the role grants and drops empty groups (viewer: DASHBOARD + ALERTS)', () => {
    const menu = buildMenu(plugins, context(['DASHBOARD', 'ALERTS']));
    expect(shape(menu)).toEqual(['dashboard', 'alerts']);
    expect(menu.utility.map((l) => l.id)).toEqual(['profile']);
  });

  it('hides items whose feature flag is off, even when the role grants them', () => {
    const menu = buildMenu(plugins, context(ALL, { analytics: { default: false }, audit_logs: { default: false } }));
    expect(shape(menu)).toEqual(['dashboard', 'alerts', 'investigation', 'policies', 'Cloud Posture [compliance, cloud-identity, vulnerability, cloud-assets]', 'Administration [users]']);
    expect(menu.utility.map((l) => l.id)).toEqual(['profile']);
  });

  it('labels items from their plugin’s namespace', () => {
    const menu = buildMenu(plugins, context(['DASHBOARD']));
    expect((menu.main[0] as MenuLink).label).toBe('core:menu.dashboard');
  });
});

describe('active item', () => {
  const menu = buildMenu(plugins, context(ALL));
  const policies = menu.main.find((e) => e.id === 'policies') as MenuLink;
  it('marks the item whose href or activeOn contains the path', () => {
    expect(isLinkActive(policies, '/admin/policies')).toBe(true);
    expect(isLinkActive(policies, '/admin/policy/addPolicy')).toBe(true);
    expect(isLinkActive(policies, '/admin/policiesx')).toBe(false);
  });
  it('marks a group that holds the current page', () => {
    const posture = menu.main.find((e) => e.id === 'cloud-posture')!;
    expect(isEntryActive(posture, '/admin/compliance')).toBe(true);
    expect(isEntryActive(posture, '/admin/alerts')).toBe(false);
  });
  it("marks only the most specific of a group's links: an overview is not current on its areas' pages", () => {
    const link = (id: string, href: string): MenuLink => ({ kind: 'link', id, pluginId: 'admin', label: id, href, order: 1, activeOn: [] });
    const overview = link('overview', '/admin/configuration');
    const users = link('users', '/admin/configuration/users');
    expect(currentLinkOf([overview, users], '/admin/configuration/users/usr_1')).toBe(users);
    expect(currentLinkOf([overview, users], '/admin/configuration')).toBe(overview);
    expect(currentLinkOf([overview, users], '/admin/alerts')).toBeUndefined();
  });
});
