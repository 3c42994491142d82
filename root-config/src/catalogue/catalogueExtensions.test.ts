import { describe, expect, it, vi } from 'vitest';
import type { Extension } from '@palisade/sdk';
import { cataloguePlugin, testCatalogue } from '../testing/testCatalogue';
import { catalogueExtensions } from './catalogueExtensions';

const card = {
  type: 'console.dashboard/card',
  properties: { appId: 0, titleKey: 'card.title', module: 'CLOUD_ALERTS', href: '/admin/alerts', loadCount: { $code: 'plugin.js' } },
};
const catalogue = testCatalogue([cataloguePlugin('threats', [card], { version: '2.1.0' })]);

describe('catalogueExtensions', () => {
  it('gives every accepted extension with its static properties before any code loads', () => {
    const loadCode = vi.fn();
    const [only] = catalogueExtensions(catalogue, loadCode);
    expect(only).toMatchObject({ pluginId: 'threats', pluginVersion: '2.1.0', extension: { type: 'console.dashboard/card', properties: { appId: 0, titleKey: 'card.title', href: '/admin/alerts' } } });
    expect(typeof (only!.extension.properties as { loadCount: unknown }).loadCount).toBe('function');
    expect(loadCode).not.toHaveBeenCalled();
  });

  it("loads the owner's code on the first call of a code property and hands the call to the real function", async () => {
    const real = vi.fn(async () => ({ value: 42 }));
    const loadCode = vi.fn(async (): Promise<Extension> => ({ ...card, properties: { ...card.properties, loadCount: real } }) as unknown as Extension);
    const [only] = catalogueExtensions(catalogue, loadCode);
    const loadCount = (only!.extension.properties as { loadCount: (context: unknown) => Promise<unknown> }).loadCount;
    await expect(loadCount({ signal: 'context' })).resolves.toEqual({ value: 42 });
    expect(loadCode).toHaveBeenCalledWith('threats', 0);
    expect(real).toHaveBeenCalledWith({ signal: 'context' });
  });

  it("rejects with the plugin's load error when its code cannot be loaded", async () => {
    const failure = new Error('The entry of plugin "threats" was not found');
    const [only] = catalogueExtensions(catalogue, () => Promise.reject(failure));
    await expect((only!.extension.properties as unknown as { loadCount: () => Promise<unknown> }).loadCount()).rejects.toBe(failure);
  });
});
