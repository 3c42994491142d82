// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addPluginCss, removePluginCss } from './pluginCss';

const links = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')] as HTMLLinkElement[];

describe('plugin CSS', () => {
  it('adds the sheets on mount and removes only that plugin’s sheets on unmount', async () => {
    const added = addPluginCss('alerts', ['https://c.example/plugins/alerts/plugin-1a2b.css']);
    const other = addPluginCss('profile', ['https://c.example/plugins/profile/plugin-3c4d.css']);
    links().forEach((l) => l.dispatchEvent(new Event('load')));
    await expect(added).resolves.toBeNull();
    await other;
    expect(links().map((l) => l.href)).toEqual([
      'https://c.example/plugins/alerts/plugin-1a2b.css',
      'https://c.example/plugins/profile/plugin-3c4d.css',
    ]);
    removePluginCss('alerts');
    expect(links().map((l) => l.getAttribute('data-palisade-plugin'))).toEqual(['profile']);
    removePluginCss('profile');
  });

  it('turns a sheet that fails to load into a style-load error naming plugin and address', async () => {
    const added = addPluginCss('alerts', ['https://c.example/plugins/alerts/plugin-gone.css']);
    links()[0]!.dispatchEvent(new Event('error'));
    const error = await added;
    expect(error).toMatchObject({ kind: 'style-load', pluginId: 'alerts', url: 'https://c.example/plugins/alerts/plugin-gone.css' });
    expect(error?.message).toContain('Loading CSS chunk of plugin "alerts" failed');
    removePluginCss('alerts');
  });

  it('resolves at once for a plugin without CSS', async () => {
    await expect(addPluginCss('plain', [])).resolves.toBeNull();
    expect(links()).toEqual([]);
  });
});
