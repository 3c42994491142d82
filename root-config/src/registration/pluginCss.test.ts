// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPluginCss, setAsidePluginCss } from './pluginCss';

const links = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')] as HTMLLinkElement[];
const HASH = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const sheet = (url: string, integrity: string | null = null) => ({ url, integrity });

describe('plugin CSS', () => {
  afterEach(() => { document.head.innerHTML = ''; });

  it('adds the sheets on mount and switches off only that plugin’s sheets on unmount', async () => {
    const added = addPluginCss('alerts', [sheet('https://c.example/plugins/alerts/plugin-1a2b.css')]);
    const other = addPluginCss('profile', [sheet('https://c.example/plugins/profile/plugin-3c4d.css')]);
    links().forEach((l) => l.dispatchEvent(new Event('load')));
    await expect(added).resolves.toBeNull();
    await other;
    expect(links().map((l) => [l.href, l.getAttribute('media')])).toEqual([
      ['https://c.example/plugins/alerts/plugin-1a2b.css', null],
      ['https://c.example/plugins/profile/plugin-3c4d.css', null],
    ]);
    setAsidePluginCss('alerts');
    expect(links().map((l) => [l.getAttribute('data-palisade-plugin'), l.getAttribute('media')])).toEqual([['alerts', 'not all'], ['profile', null]]);
  });

  it('switches a loaded sheet back on at the next mount, with no new load to wait for', async () => {
    const css = [sheet('https://c.example/plugins/alerts/plugin-1a2b.css')];
    const first = addPluginCss('alerts', css);
    links()[0]!.dispatchEvent(new Event('load'));
    await first;
    const link = links()[0]!;
    setAsidePluginCss('alerts');
    // No load event is sent this time: the promise settles by itself.
    await expect(addPluginCss('alerts', css)).resolves.toBeNull();
    expect(links()).toEqual([link]);
    expect(link.getAttribute('media')).toBeNull();
    // Another build's sheet replaces it.
    const next = addPluginCss('alerts', [sheet('https://c.example/plugins/alerts/plugin-9f8e.css')]);
    expect(links().map((l) => l.href)).toEqual(['https://c.example/plugins/alerts/plugin-9f8e.css']);
    links()[0]!.dispatchEvent(new Event('load'));
    await next;
  });

  it('loads a sheet that failed again at the next mount', async () => {
    const css = [sheet('https://c.example/plugins/alerts/plugin-gone.css')];
    const first = addPluginCss('alerts', css);
    const failed = links()[0]!;
    failed.dispatchEvent(new Event('error'));
    await first;
    setAsidePluginCss('alerts');
    const again = addPluginCss('alerts', css);
    expect(links()).toHaveLength(1);
    expect(links()[0]).not.toBe(failed);
    links()[0]!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeNull();
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
  });

  it('turns a sheet that fails to load into a style-load error naming plugin and address', async () => {
    const added = addPluginCss('alerts', [sheet('https://c.example/plugins/alerts/plugin-gone.css')]);
    links()[0]!.dispatchEvent(new Event('error'));
    const error = await added;
    expect(error).toMatchObject({ kind: 'style-load', pluginId: 'alerts', url: 'https://c.example/plugins/alerts/plugin-gone.css' });
    expect(error?.message).toContain('Loading CSS chunk of plugin "alerts" failed');
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
  });

  it('resolves at once for a plugin without CSS', async () => {
    await expect(addPluginCss('plain', [])).resolves.toBeNull();
    expect(links()).toEqual([]);
  });
});
