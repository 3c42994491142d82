import { describe, expect, it } from 'vitest';
import type { Extension } from './extension';
import { isExtensionVisible } from './isExtensionVisible';

const item = (module?: string, flag?: string): Extension => ({
  type: 'console.navigation/item',
  properties: { id: 'x', labelKey: 'x', section: 'main', order: 1, href: '/admin/x', module, flag },
});

describe('isExtensionVisible', () => {
  const modules = new Set(['DASHBOARD', 'ALERTS']);
  const flags = { audit_logs: { default: true }, analytics: { default: false } };

  it('shows an ungated extension to every signed-in user', () => {
    expect(isExtensionVisible(item(), { modules: new Set(), flags: {} })).toBe(true);
  });

  it('hides an extension whose module the role lacks', () => {
    expect(isExtensionVisible(item('ALERTS'), { modules, flags })).toBe(true);
    expect(isExtensionVisible(item('AUDIT_LOGS'), { modules, flags })).toBe(false);
  });

  it('hides an extension whose flag is off or unknown', () => {
    expect(isExtensionVisible(item(undefined, 'audit_logs'), { modules, flags })).toBe(true);
    expect(isExtensionVisible(item(undefined, 'analytics'), { modules, flags })).toBe(false);
    expect(isExtensionVisible(item(undefined, 'unknown_flag'), { modules, flags })).toBe(false);
  });

  it('needs both gates when both are set', () => {
    expect(isExtensionVisible(item('ALERTS', 'analytics'), { modules, flags })).toBe(false);
    expect(isExtensionVisible(item('AUDIT_LOGS', 'audit_logs'), { modules, flags })).toBe(false);
    expect(isExtensionVisible(item('ALERTS', 'audit_logs'), { modules, flags })).toBe(true);
  });

  it('shows an extension with anyModule to a role granting any one of them', () => {
    const alerts: Extension = {
      type: 'console.page/route',
      properties: { path: '/admin/alerts/*', anyModule: ['ALERTS', 'DASHBOARD/IAC_ALERTS'], component: async () => ({ default: () => null }) },
    };
    expect(isExtensionVisible(alerts, { modules: new Set(['ALERTS']), flags })).toBe(true);
    expect(isExtensionVisible(alerts, { modules: new Set(['DASHBOARD/IAC_ALERTS']), flags })).toBe(true);
    expect(isExtensionVisible(alerts, { modules: new Set(['IAC_ALERTS', 'DASHBOARD/CLOUD_ALERTS']), flags })).toBe(false);
  });

  it('checks a dashboard card against the DASHBOARD sub-app, not the area module of the same id', () => {
    const card: Extension = {
      type: 'console.dashboard/card',
      properties: { appId: 4, titleKey: 't', module: 'COMPLIANCE', href: '/admin/x', loadCount: async () => ({ value: 1 }) },
    };
    expect(isExtensionVisible(card, { modules: new Set(['COMPLIANCE']), flags })).toBe(false);
    expect(isExtensionVisible(card, { modules: new Set(['DASHBOARD/COMPLIANCE']), flags })).toBe(true);
  });

  it("hides a dashboard card whose subscription the organisation has not bought, once the subscriptions are known", () => {
    const card: Extension = {
      type: 'console.dashboard/card',
      properties: { appId: 5, titleKey: 't', module: 'VULNERABILITY_MANAGEMENT', subscription: 'VULNERABILITY', href: '/admin/x', loadCount: async () => ({ value: 1 }) },
    };
    const granted = new Set(['DASHBOARD/VULNERABILITY_MANAGEMENT']);
    expect(isExtensionVisible(card, { modules: granted, flags, subscriptions: ['CSPM', 'VULNERABILITY'] })).toBe(true);
    expect(isExtensionVisible(card, { modules: granted, flags, subscriptions: ['CSPM'] })).toBe(false);
    expect(isExtensionVisible(card, { modules: granted, flags, subscriptions: null })).toBe(true);
    expect(isExtensionVisible(card, { modules: new Set(), flags, subscriptions: ['VULNERABILITY'] })).toBe(false);
  });
});
