import { describe, expect, it, vi } from 'vitest';
import { ensurePluginIntegrity, refusedForIntegrity } from './pluginIntegrity';
import type { SystemLike } from './systemLike';

const HASH_A = 'sha384-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const HASH_B = 'sha384-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
const DEV_ENTRY = 'http://localhost:9002/plugin.js';
const descriptor = { id: 'profile', specifier: '@palisade-plugins/profile', url: DEV_ENTRY };

function system(integrity: Record<string, string> = {}) {
  const added: Array<{ map: unknown; base: string | undefined }> = [];
  const fake: SystemLike = {
    import: vi.fn(),
    delete: vi.fn(),
    entries: () => [],
    getImportMap: () => ({ integrity: { ...integrity } }),
    addImportMap: (map, base) => void added.push({ map, base }),
  };
  return { fake, added };
}

describe('ensurePluginIntegrity', () => {
  it('does nothing for an entry the import map already has a hash for', async () => {
    const { fake, added } = system({ [DEV_ENTRY]: HASH_A });
    const doFetch = vi.fn<typeof fetch>();
    expect(await ensurePluginIntegrity(descriptor, fake, doFetch)).toBeNull();
    expect(doFetch).not.toHaveBeenCalled();
    expect(added).toEqual([]);
  });

  it("gives SystemJS the scripts' and stylesheets' hashes from the manifest beside an overriding entry", async () => {
    const { fake, added } = system();
    const manifest = { id: 'profile', version: '1.0.0', files: { 'plugin.js': HASH_A, 'chunks/Page-x1.js': HASH_B, 'plugin-x.css': HASH_B } };
    const doFetch = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(manifest)));
    expect(await ensurePluginIntegrity(descriptor, fake, doFetch)).toBeNull();
    expect(doFetch).toHaveBeenCalledWith('http://localhost:9002/manifest.json', expect.objectContaining({ cache: 'no-store' }));
    expect(added).toEqual([
      { map: { imports: {}, integrity: { 'http://localhost:9002/plugin.js': HASH_A, 'http://localhost:9002/chunks/Page-x1.js': HASH_B, 'http://localhost:9002/plugin-x.css': HASH_B } }, base: DEV_ENTRY },
    ]);
  });

  it('refuses a plugin whose manifest is missing, naming the manifest', async () => {
    const { fake, added } = system();
    const error = await ensurePluginIntegrity(descriptor, fake, async () => new Response('Not found', { status: 404 }));
    expect(error?.kind).toBe('integrity');
    expect(error?.url).toBe('http://localhost:9002/manifest.json');
    expect(error?.message).toBe(
      'Plugin "profile" (http://localhost:9002/plugin.js) cannot be verified: its manifest http://localhost:9002/manifest.json answered 404. ' +
        "The SDK's build preset writes it beside plugin.js.",
    );
    expect(added).toEqual([]);
  });

  it('refuses a manifest that does not list the entry or holds no SRI hash', async () => {
    const answer = (files: unknown) => async () => new Response(JSON.stringify({ id: 'profile', version: '1', files }));
    expect((await ensurePluginIntegrity(descriptor, system().fake, answer({ 'other.js': HASH_A })))?.message).toContain('does not list the entry');
    expect((await ensurePluginIntegrity(descriptor, system().fake, answer({ 'plugin.js': 'md5-x' })))?.message).toContain(
      'files["plugin.js"] is not an SRI hash',
    );
  });
});

describe('refusedForIntegrity', () => {
  const chunk = 'http://console.test/plugins/profile/chunks/Page-x1.js';
  const loadError = new Error(`Error loading ${chunk} from http://console.test/plugins/profile/plugin.js (SystemJS Error#3 https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)`);

  it('names the file when it is there but does not match its hash', async () => {
    const doFetch = vi.fn<typeof fetch>(async (_url, init) => {
      if (init?.integrity) throw new TypeError('Failed to fetch');
      return new Response('tampered');
    });
    const error = await refusedForIntegrity('profile', loadError, system({ [chunk]: HASH_B }).fake, doFetch);
    expect(error?.kind).toBe('integrity');
    expect(error?.url).toBe(chunk);
    expect(error?.message).toBe(`File ${chunk} of plugin "profile" does not match its integrity hash (${HASH_B}) and was refused.`);
  });

  it('is null for a missing file, a file that matches, or one without a hash', async () => {
    const missing = async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.integrity) throw new TypeError('Failed to fetch');
      return new Response('Not found', { status: 404 });
    };
    expect(await refusedForIntegrity('profile', loadError, system({ [chunk]: HASH_B }).fake, missing)).toBeNull();
    expect(await refusedForIntegrity('profile', loadError, system({ [chunk]: HASH_B }).fake, async () => new Response('ok'))).toBeNull();
    expect(await refusedForIntegrity('profile', loadError, system().fake, missing)).toBeNull();
    expect(await refusedForIntegrity('profile', new Error('boom'), system({ [chunk]: HASH_B }).fake, missing)).toBeNull();
  });
});
