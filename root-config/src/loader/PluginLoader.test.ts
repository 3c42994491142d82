import { findConflicts, validatePluginDefinition } from '@palisade/sdk/host';
import { describe, expect, it, vi } from 'vitest';
import type { PluginDescriptor } from '../discovery/discoverPlugins';
import { FakeSystem, type FakeModule } from './fakeSystem';
import { PluginLoader } from './PluginLoader';
import { PluginLoadError } from './PluginLoadError';

const url = (id: string) => `https://console.example/plugins/${id}/plugin.js`;
const descriptor = (id: string): PluginDescriptor => ({ id, specifier: `@palisade-plugins/${id}`, url: url(id) });
const definition = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    { type: 'console.page/route', properties: { path: `/admin/${id}`, component: () => Promise.resolve({ default: () => null }) } },
  ],
  ...extra,
});
const module = (namespace: Record<string, unknown>): FakeModule => ({ kind: 'module', namespace });

function setup(modules: Record<string, FakeModule>, timeoutMs = 1000) {
  const system = new FakeSystem(modules);
  const reportError = vi.fn();
  const onLoaded = vi.fn();
  const loader = new PluginLoader({ system, validate: validatePluginDefinition, findConflicts, sdkVersion: '1.0.0', timeoutMs, reportError, onLoaded });
  return { system, loader, reportError, onLoaded };
}

function failure(result: Awaited<ReturnType<PluginLoader['loadAll']>>[number]): PluginLoadError {
  if (result.status !== 'failed') throw new Error(`expected a failure, got ${result.status}`);
  return result.error;
}

describe('PluginLoader', () => {
  it('loads every plugin in parallel, and one failure does not stop the others', async () => {
    const { loader, system, onLoaded, reportError } = setup({
      [url('good')]: module({ default: definition('good'), __palisadeCss: ['./plugin-abc123.css'] }),
    });
    const results = await loader.loadAll([descriptor('good'), descriptor('gone')]);
    expect(system.imports).toEqual([url('good'), url('gone')]);
    expect(results[0]).toMatchObject({ status: 'loaded', plugin: { css: [{ url: 'https://console.example/plugins/good/plugin-abc123.css', integrity: null }] } });
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.any(PluginLoadError), { pluginId: 'gone' });
  });

  it('reports an entry that 404s as a chunk load error naming the failure type and address', async () => {
    const { loader } = setup({});
    const error = failure((await loader.loadAll([descriptor('gone')]))[0]!);
    expect(error).toMatchObject({ name: 'PluginLoadError', kind: 'chunk-load', pluginId: 'gone', url: url('gone') });
    expect(error.message).toContain(`Loading chunk of plugin "gone" failed. (missing: ${url('gone')})`);
  });

  it('reports an entry that throws while it runs, with the thrown error as cause', async () => {
    const thrown = new Error('window.foo is not a function');
    const { loader } = setup({ [url('throws')]: { kind: 'throws', error: thrown } });
    const error = failure((await loader.loadAll([descriptor('throws')]))[0]!);
    expect(error.kind).toBe('chunk-load');
    expect(error.message).toContain('(error: ');
    expect(error.message).toContain('window.foo is not a function');
    expect(error.cause).toBe(thrown);
  });

  it('reports an entry without a default export as a missing container naming module and container', async () => {
    const { loader } = setup({ [url('empty')]: module({ something: 1 }) });
    const error = failure((await loader.loadAll([descriptor('empty')]))[0]!);
    expect(error.kind).toBe('missing-container');
    expect(error.message).toContain('"@palisade-plugins/empty"');
    expect(error.message).toContain(url('empty'));
    expect(error.message).toMatch(/container/i);
  });

  it('reports an invalid definition naming the plugin and the field', async () => {
    const { loader } = setup({ [url('bad')]: module({ default: definition('bad', { extensions: [{ type: 'console.nope', properties: {} }] }) }) });
    const error = failure((await loader.loadAll([descriptor('bad')]))[0]!);
    expect(error.kind).toBe('invalid-definition');
    expect(error.message).toContain('Plugin "bad"');
    expect(error.message).toContain('extensions[0].type');
  });

  it('reports a definition whose id differs from its import-map key', async () => {
    const { loader } = setup({ [url('mine')]: module({ default: definition('theirs') }) });
    const error = failure((await loader.loadAll([descriptor('mine')]))[0]!);
    expect(error.kind).toBe('invalid-definition');
    expect(error.message).toContain('"theirs" does not match');
  });

  it('reports a plugin that needs another SDK as incompatible', async () => {
    const { loader } = setup({ [url('future')]: module({ default: definition('future', { sdk: '^2.0.0' }) }) });
    const error = failure((await loader.loadAll([descriptor('future')]))[0]!);
    expect(error.kind).toBe('incompatible-sdk');
    expect(error.message).toContain('^2.0.0');
  });

  it('gives up on a plugin that does not answer within the timeout, without holding up the others', async () => {
    vi.useFakeTimers();
    try {
      const { loader } = setup({ [url('slow')]: { kind: 'hangs' }, [url('good')]: module({ default: definition('good') }) }, 120_000);
      const settled = loader.loadAll([descriptor('slow'), descriptor('good')]);
      await vi.advanceTimersByTimeAsync(0);
      expect(loader.getSnapshot().map((s) => s.status)).toEqual(['loading', 'loaded']);
      await vi.advanceTimersByTimeAsync(120_000);
      const error = failure((await settled)[0]!);
      expect(error.kind).toBe('timeout');
      expect(error.message).toContain(`(timeout: ${url('slow')})`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails the second plugin that claims a route path another one has', async () => {
    const { loader } = setup({
      [url('first')]: module({ default: definition('first') }),
      [url('second')]: module({ default: definition('second', { extensions: definition('first').extensions }) }),
    });
    const [a, b] = await loader.loadAll([descriptor('first'), descriptor('second')]);
    expect(a!.status).toBe('loaded');
    const error = failure(b!);
    expect(error.message).toContain('route path "/admin/first" is already claimed by "first"');
  });

  it("fails a plugin whose dashboard card takes another plugin's appId, naming both plugins", async () => {
    const card = (appId: number) => ({
      type: 'console.dashboard/card',
      properties: { appId, titleKey: 'card.title', module: 'CLOUD_ALERTS', href: '/admin/alerts', loadCount: async () => ({ value: 1 }) },
    });
    const { loader, onLoaded } = setup({
      [url('threats')]: module({ default: definition('threats', { extensions: [card(0)] }) }),
      [url('acme-cost')]: module({ default: definition('acme-cost', { extensions: [card(0)] }) }),
      [url('acme-risk')]: module({ default: definition('acme-risk', { extensions: [card(100)] }) }),
    });
    const [threats, cost, risk] = await loader.loadAll([descriptor('threats'), descriptor('acme-cost'), descriptor('acme-risk')]);
    expect(threats!.status).toBe('loaded');
    expect(risk!.status).toBe('loaded');
    const error = failure(cost!);
    expect(error.kind).toBe('invalid-definition');
    expect(error.message).toBe('Plugin "acme-cost" has an invalid definition: dashboard card appId "0" is already claimed by "threats"');
    expect(onLoaded).toHaveBeenCalledTimes(2);
  });

  it('retry clears the failed entry and failed dependencies from the registry and loads again', async () => {
    const { loader, system, onLoaded } = setup({});
    system.import('https://console.example/plugins/other/chunk-1.js').catch(() => {});
    await loader.loadAll([descriptor('flaky')]);
    expect(loader.getSnapshot()[0]!.status).toBe('failed');
    // Without clearing, the registry would hand back the cached failure.
    await expect(system.import(url('flaky'))).rejects.toThrow('Error loading');

    system.modules[url('flaky')] = module({ default: definition('flaky') });
    const retried = loader.retry('flaky');
    expect(loader.getSnapshot()[0]!.status).toBe('loading');
    expect((await retried).status).toBe('loaded');
    expect(system.deleted).toEqual(expect.arrayContaining([url('flaky'), 'https://console.example/plugins/other/chunk-1.js']));
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(loader.getSnapshot()[0]!.status).toBe('loaded');
  });

  it('refuses to retry a plugin that has not failed', async () => {
    const { loader } = setup({ [url('good')]: module({ default: definition('good') }) });
    await loader.loadAll([descriptor('good')]);
    await expect(loader.retry('good')).rejects.toThrow('has not failed');
  });

  it('starts loading the validator together with the plugin entries, not before', async () => {
    const system = new FakeSystem({ [url('good')]: { kind: 'hangs' } });
    const preloadValidation = vi.fn(() => expect(system.imports).toEqual([]));
    const loader = new PluginLoader({ system, validate: validatePluginDefinition, findConflicts, sdkVersion: '1.0.0', reportError: vi.fn(), preloadValidation });
    expect(preloadValidation).not.toHaveBeenCalled();
    void loader.loadAll([descriptor('good')]);
    expect(preloadValidation).toHaveBeenCalledTimes(1);
    expect(system.imports).toEqual([url('good')]);
  });

  it('fails a plugin, naming it, when the validator itself cannot be loaded', async () => {
    const system = new FakeSystem({ [url('good')]: module({ default: definition('good') }) });
    const validate = vi.fn(() => Promise.reject(new Error('Error loading https://console.example/shared/sdk-chunks/validatePluginDefinition.js')));
    const reportError = vi.fn();
    const loader = new PluginLoader({ system, validate, findConflicts, sdkVersion: '1.0.0', reportError });
    const [result] = await loader.loadAll([descriptor('good')]);
    expect(failure(result!).message).toBe(
      'Plugin "good" could not be validated: Error loading https://console.example/shared/sdk-chunks/validatePluginDefinition.js',
    );
    expect(reportError).toHaveBeenCalledWith(expect.any(PluginLoadError), { pluginId: 'good' });
  });

  it('notifies subscribers on every change', async () => {
    const { loader } = setup({ [url('good')]: module({ default: definition('good') }) });
    const listener = vi.fn();
    loader.subscribe(listener);
    await loader.loadAll([descriptor('good')]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('counts a plugin as loaded only once its translations are in, and shows it anyway when they hang', async () => {
    const system = new FakeSystem({ [url('late')]: module({ default: definition('late') }), [url('stuck')]: module({ default: definition('stuck') }) });
    let arrive = () => {};
    const prepare = vi.fn((plugin: { descriptor: PluginDescriptor }) =>
      plugin.descriptor.id === 'late' ? new Promise<void>((resolve) => (arrive = resolve)) : new Promise<void>(() => {}),
    );
    const onLoaded = vi.fn();
    const loader = new PluginLoader({ system, validate: validatePluginDefinition, findConflicts, sdkVersion: '1.0.0', timeoutMs: 200, reportError: vi.fn(), onLoaded, prepare });
    const status = (id: string) => loader.getSnapshot().find((s) => (s.status === 'loaded' ? s.plugin.descriptor.id : s.id) === id)?.status;
    const all = loader.loadAll([descriptor('late'), descriptor('stuck')]);
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledTimes(2));
    expect(status('late')).toBe('loading');
    expect(onLoaded).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(status('late')).toBe('loaded'));
    expect(status('stuck')).toBe('loading');
    await all;
    expect(status('stuck')).toBe('loaded');
    expect(onLoaded).toHaveBeenCalledTimes(2);
  });
});
