// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { addPluginCss, removePluginCss } from './pluginCss';

const links = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')] as HTMLLinkElement[];
const HASH = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const sheet = (url: string, integrity: string | null = null) => ({ url, integrity });

describe('plugin CSS', () => {
  it('adds the sheets on mount and removes only that plugin’s sheets on unmount', async () => {
    const added = addPluginCss('alerts', [sheet('https://c.example/plugins/alerts/plugin-1a2b.css')]);
    const other = addPluginCss('profile', [sheet('https://c.example/plugins/profile/plugin-3c4d.css')]);
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

  it('puts the hash on the link, with crossorigin only for a sheet from another origin', async () => {
    const added = addPluginCss('alerts', [
      sheet(`${location.origin}/plugins/alerts/plugin-1a2b.css`, HASH),
      sheet('http://localhost:9002/plugin-dev.css', HASH),
    ]);
    links().forEach((l) => l.dispatchEvent(new Event('load')));
    await added;
    expect(links().map((l) => [l.getAttribute('integrity'), l.getAttribute('crossorigin')])).toEqual([
      [HASH, null],
      [HASH, 'anonymous'],
    ]);
    removePluginCss('alerts');
  });

  it('turns a sheet that fails to load into a style-load error naming plugin and address', async () => {
    const added = addPluginCss('alerts', [sheet('https://c.example/plugins/alerts/plugin-gone.css')]);
    links()[0]!.dispatchEvent(new Event('error'));
    const error = await added;
    expect(error).toMatchObject({ kind: 'style-load', pluginId: 'alerts', url: 'https://c.example/plugins/alerts/plugin-gone.css' });
    expect(error?.message).toContain('Loading CSS chunk of plugin "alerts" failed');
    removePluginCss('alerts');
  });

  it('names a sheet that is there but does not match its hash as refused', async () => {
    const url = 'https://c.example/plugins/alerts/plugin-1a2b.css';
    // The browser refuses the sheet with the hash, and serves it without.
    const doFetch = vi.fn<typeof fetch>(async (_url, init) => {
      if (init?.integrity) throw new TypeError('Failed to fetch');
      return new Response('body { color: red }');
    });
    const added = addPluginCss('alerts', [sheet(url, HASH)], { fetch: doFetch });
    links()[0]!.dispatchEvent(new Event('error'));
    const error = await added;
    expect(error).toMatchObject({ kind: 'integrity', pluginId: 'alerts', url });
    expect(error?.message).toBe(`File ${url} of plugin "alerts" does not match its integrity hash (${HASH}) and was refused.`);
    removePluginCss('alerts');
  });

  it('resolves at once for a plugin without CSS', async () => {
    await expect(addPluginCss('plain', [])).resolves.toBeNull();
    expect(links()).toEqual([]);
  });
});
