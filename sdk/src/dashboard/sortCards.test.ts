import { describe, expect, it } from 'vitest';
import type { ContributedExtension } from '../extensions/ContributedExtension';
import type { DashboardCardExtension } from '../extensions/extension';
import { sortCards } from './sortCards';

const card = (pluginId: string, appId: number): ContributedExtension<DashboardCardExtension> => ({
  pluginId,
  extension: {
    type: 'console.dashboard/card',
    properties: { appId, titleKey: 'card.title', module: 'CLOUD_ALERTS', href: '/admin/alerts', loadCount: async () => ({ value: 1 }) },
  },
});

describe('sortCards', () => {
  it('orders cards by appId whatever order their plugins loaded in, so the six built-in ones (0–5) lead', () => {
    const loaded = [card('acme-cost', 100), card('vulnerability', 5), card('acme-risk', 6), card('threats', 0), card('iac', 3)];
    expect(sortCards(loaded).map((c) => `${c.pluginId}:${c.extension.properties.appId}`)).toEqual([
      'threats:0', 'iac:3', 'vulnerability:5', 'acme-risk:6', 'acme-cost:100',
    ]);
  });
});
