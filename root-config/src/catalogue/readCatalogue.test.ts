// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { readCatalogue } from './readCatalogue';

const page = (block: string | null) => {
  const doc = document.implementation.createHTMLDocument('console');
  doc.head.innerHTML = '<base href="https://console.example/admin/alerts">';
  if (block !== null) doc.body.innerHTML = `<script type="application/json" id="palisade-catalogue">${block}</script>`;
  return doc;
};
const served = { plugins: [], problems: [], reservedCardPlaces: { '0': 'threats' } };

describe('readCatalogue', () => {
  it('reads the catalogue the server put in the page, asking for nothing', async () => {
    const doFetch = vi.fn<typeof fetch>();
    await expect(readCatalogue(page(JSON.stringify(served)), doFetch)).resolves.toEqual(served);
    expect(doFetch).not.toHaveBeenCalled();
  });

  it("makes each plugin's entry and manifest address absolute, as SystemJS keys them", async () => {
    const relative = { ...served, plugins: [{ id: 'a', url: '/plugins/a/plugin.js', manifestUrl: '/plugins/a/manifest.json' }] };
    const doc = page(JSON.stringify(relative));
    const read = await readCatalogue(doc, vi.fn<typeof fetch>());
    expect(read.plugins[0]).toMatchObject({ url: 'https://console.example/plugins/a/plugin.js', manifestUrl: 'https://console.example/plugins/a/manifest.json' });
  });

  it('asks for /catalogue.json when the page has none', async () => {
    const doFetch = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(served)));
    await expect(readCatalogue(page(null), doFetch)).resolves.toEqual(served);
    expect(doFetch).toHaveBeenCalledWith('/catalogue.json', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('says what is wrong with a catalogue it cannot use', async () => {
    await expect(readCatalogue(page('{not json'))).rejects.toThrow('The plugin catalogue in the page (#palisade-catalogue) is not JSON');
    await expect(readCatalogue(page('{"plugins":[]}'))).rejects.toThrow('has no "plugins" and "problems" lists');
    const missing = vi.fn<typeof fetch>(async () => new Response('nope', { status: 503 }));
    await expect(readCatalogue(page(null), missing)).rejects.toThrow('The plugin catalogue /catalogue.json answered 503');
  });
});
