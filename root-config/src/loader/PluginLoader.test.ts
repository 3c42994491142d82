import { describe, expect, it, vi } from 'vitest';
import type { CataloguePlugin } from '@palisade/contracts/catalogue';
import { cataloguePlugin, pluginUrl as url, routeOf } from '../testing/testCatalogue';
import { FakeSystem, type FakeModule } from './fakeSystem';
import { PluginLoader } from './PluginLoader';
import { PluginLoadError } from './PluginLoadError';

const page = () => Promise.resolve({ default: () => null });
const plugin = (id: string): CataloguePlugin => cataloguePlugin(id, [routeOf(`/admin/${id}`)]);
const definition = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [{ type: 'console.page/route', properties: { path: `/admin/${id}`, component: page } }],
  ...extra,
});
const module = (namespace: Record<string, unknown>): FakeModule => ({ kind: 'module', namespace });
/** The entry's answer to the HEAD the loader sends after a failed fetch. */
const statusFetch = (status: number | 'offline') =>
  vi.fn(async () => {
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status });
  });

function setup(modules: Record<string, FakeModule>, plugins: CataloguePlugin[], options: { timeoutMs?: number; fetch?: typeof fetch } = {}) {
  const system = new FakeSystem(modules);
  const reportError = vi.fn();
  const onRecovered = vi.fn();
  const loader = new PluginLoader({ system, timeoutMs: options.timeoutMs ?? 1000, reportError, onRecovered, fetch: options.fetch ?? statusFetch(404) });
  loader.setCatalogue(plugins);
  return { system, loader, reportError, onRecovered };
}

async function failure(result: Promise<Awaited<ReturnType<PluginLoader['load']>>>): Promise<PluginLoadError> {
  const settled = await result;
  if (settled.status !== 'failed') throw new Error(`expected a failure, got ${settled.status}`);
  return settled.error;
}

describe('PluginLoader', () => {
  it('loads nothing until a plugin is asked for, then only that one, once', async () => {
    const { loader, system } = setup({ [url('good')]: module({ default: definition('good'), __palisadeCss: ['./plugin-abc123.css'] }) }, [plugin('good'), plugin('other')]);
    expect(system.imports).toEqual([]);
    expect(loader.getSnapshot().map((s) => s.status)).toEqual(['idle', 'idle']);
    const [first, second] = await Promise.all([loader.load('good'), loader.load('good')]);
    expect(first).toMatchObject({ status: 'loaded', plugin: { css: [{ url: 'https://console.example/plugins/good/plugin-abc123.css', integrity: null }] } });
    expect(second).toEqual(first);
    expect(system.imports).toEqual([url('good')]);
    expect(loader.getSnapshot().map((s) => s.status)).toEqual(['loaded', 'idle']);
  });

  it('starts fetching what the entry will ask for as it starts loading it, and more code asked for while it loads', async () => {
    const system = new FakeSystem({ [url('good')]: module({ default: definition('good') }) });
    const warm = vi.fn();
    const loader = new PluginLoader({ system, reportError: vi.fn(), warm });
    loader.setCatalogue([plugin('good'), plugin('other')]);
    const loading = loader.load('good', ['chunks/Page.js']);
    void loader.load('good', ['chunks/Other.js']);
    await loading;
    await loader.load('good', ['chunks/Late.js']);
    expect(warm.mock.calls.map(([descriptor, entry, code]) => [descriptor.id, entry, code])).toEqual([
      ['good', url('good'), ['chunks/Page.js']],
      ['good', url('good'), ['chunks/Other.js']],
    ]);
  });

  it('says an entry that answers 404 was not found, with its address', async () => {
    const { loader, reportError } = setup({}, [plugin('gone')]);
    const error = await failure(loader.load('gone'));
    expect(error).toMatchObject({ name: 'PluginLoadError', kind: 'not-found', pluginId: 'gone', url: url('gone') });
    expect(error.message).toBe(`The entry of plugin "gone" was not found (404 at ${url('gone')}).`);
    expect(reportError).toHaveBeenCalledWith(error, { pluginId: 'gone' });
  });

  it('says an entry that cannot be fetched is unreachable, with the status or that nothing answered', async () => {
    const down = setup({}, [plugin('down')], { fetch: statusFetch(502) });
    expect((await failure(down.loader.load('down'))).message).toBe(`The entry of plugin "down" could not be fetched from ${url('down')} (it answered 502).`);
    const offline = setup({}, [plugin('down')], { fetch: statusFetch('offline') });
    const error = await failure(offline.loader.load('down'));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe(`The entry of plugin "down" could not be fetched from ${url('down')} (no answer).`);
  });

  it('says an entry threw while it evaluated, with the thrown message, never a chunk load error', async () => {
    const thrown = new Error('window.foo is not a function');
    const { loader } = setup({ [url('throws')]: { kind: 'throws', error: thrown } }, [plugin('throws')]);
    const error = await failure(loader.load('throws'));
    expect(error.kind).toBe('evaluation');
    expect(error.message).toBe('The entry of plugin "throws" threw while it evaluated: window.foo is not a function');
    expect(error.cause).toBe(thrown);
  });

  it('reports an entry without a default export as a missing container naming module and container', async () => {
    const { loader } = setup({ [url('empty')]: module({ something: 1 }) }, [plugin('empty')]);
    const error = await failure(loader.load('empty'));
    expect(error.kind).toBe('missing-container');
    expect(error.message).toContain('"@palisade-plugins/empty"');
    expect(error.message).toContain(url('empty'));
  });

  it('refuses code whose definition disagrees with its manifest, naming the plugin and the field', async () => {
    const { loader } = setup(
      {
        [url('theirs')]: module({ default: definition('someone-else') }),
        [url('moved')]: module({ default: definition('moved', { extensions: [{ type: 'console.page/route', properties: { path: '/admin/elsewhere', component: page } }] }) }),
        [url('nocode')]: module({ default: definition('nocode', { extensions: [{ type: 'console.page/route', properties: { path: '/admin/nocode' } }] }) }),
      },
      [plugin('theirs'), plugin('moved'), plugin('nocode')],
    );
    const manifest = (id: string) => `https://console.example/plugins/${id}/manifest.json`;
    const theirs = await failure(loader.load('theirs'));
    expect(theirs.kind).toBe('definition-mismatch');
    expect(theirs.message).toBe(`Plugin "theirs" was refused: the code at ${url('theirs')} disagrees with its manifest (${manifest('theirs')}): its id is "someone-else", its manifest says "theirs".`);
    expect((await failure(loader.load('moved'))).message).toContain('extensions[0].properties.path is "/admin/elsewhere", its manifest says "/admin/moved"');
    expect((await failure(loader.load('nocode'))).message).toContain('extensions[0].properties.component is not code, its manifest names chunks/Page.js');
  });

  it('gives up on an entry that does not answer within the timeout, saying so', async () => {
    vi.useFakeTimers();
    try {
      const { loader } = setup({ [url('slow')]: { kind: 'hangs' } }, [plugin('slow')], { timeoutMs: 120_000 });
      const settled = loader.load('slow');
      await vi.advanceTimersByTimeAsync(0);
      expect(loader.state('slow')?.status).toBe('loading');
      await vi.advanceTimersByTimeAsync(120_000);
      const error = await failure(settled);
      expect(error.kind).toBe('timeout');
      expect(error.message).toBe(`The entry of plugin "slow" did not load within 120 s (${url('slow')}).`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays failed until Retry, which clears the failed modules and fetches the entry at a new address', async () => {
    const { loader, system, onRecovered } = setup({}, [plugin('flaky')]);
    system.import('https://console.example/plugins/other/chunk-1.js').catch(() => {});
    await loader.load('flaky');
    expect(loader.state('flaky')?.status).toBe('failed');
    await loader.load('flaky');
    expect(system.imports.filter((u) => u.startsWith(url('flaky')))).toEqual([url('flaky')]);

    system.modules[`${url('flaky')}?palisade-retry=1`] = module({ default: definition('flaky') });
    const retried = loader.retry('flaky');
    expect(loader.state('flaky')?.status).toBe('loading');
    expect((await retried).status).toBe('loaded');
    expect(system.deleted).toEqual(expect.arrayContaining([url('flaky'), 'https://console.example/plugins/other/chunk-1.js']));
    expect(system.imports.at(-1)).toBe(`${url('flaky')}?palisade-retry=1`);
    expect(onRecovered).toHaveBeenCalledTimes(1);
  });

  it('Retry after a timeout fetches anew even though the first request never ended, with the same integrity hash', async () => {
    vi.useFakeTimers();
    try {
      const { loader, system } = setup({ [url('slow')]: { kind: 'hangs' } }, [plugin('slow')], { timeoutMs: 1000 });
      const added: unknown[] = [];
      Object.assign(system, {
        getImportMap: () => ({ integrity: { [url('slow')]: 'sha384-abc' } }),
        addImportMap: (map: unknown) => added.push(map),
      });
      const first = loader.load('slow');
      await vi.advanceTimersByTimeAsync(1000);
      expect((await first).status).toBe('failed');
      system.modules[`${url('slow')}?palisade-retry=1`] = module({ default: definition('slow') });
      const retried = loader.retry('slow');
      await vi.advanceTimersByTimeAsync(0);
      expect((await retried).status).toBe('loaded');
      expect(added).toEqual([{ imports: {}, integrity: { [`${url('slow')}?palisade-retry=1`]: 'sha384-abc' } }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to retry a plugin that has not failed', async () => {
    const { loader } = setup({ [url('good')]: module({ default: definition('good') }) }, [plugin('good')]);
    await loader.load('good');
    await expect(loader.retry('good')).rejects.toThrow('has not failed');
  });

  it('counts a plugin as loaded only once its translations are in, and shows it anyway when they hang', async () => {
    const system = new FakeSystem({ [url('late')]: module({ default: definition('late') }), [url('stuck')]: module({ default: definition('stuck') }) });
    let arrive = () => {};
    const prepare = vi.fn((loaded: { descriptor: CataloguePlugin }) =>
      loaded.descriptor.id === 'late' ? new Promise<void>((resolve) => (arrive = resolve)) : new Promise<void>(() => {}),
    );
    const loader = new PluginLoader({ system, timeoutMs: 200, reportError: vi.fn(), prepare });
    loader.setCatalogue([plugin('late'), plugin('stuck')]);
    const all = Promise.all([loader.load('late'), loader.load('stuck')]);
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledTimes(2));
    expect(loader.state('late')?.status).toBe('loading');
    arrive();
    await vi.waitFor(() => expect(loader.state('late')?.status).toBe('loaded'));
    expect(loader.state('stuck')?.status).toBe('loading');
    await all;
    expect(loader.state('stuck')?.status).toBe('loaded');
  });
});
