import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleFactsError, loadConsoleFacts } from './consoleFacts.js';

const dirs: string[] = [];
const servers: Server[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function files(entries: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-facts-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(entries)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

async function serve(routes: Record<string, unknown>): Promise<string> {
  const server = createServer((req, res) => {
    const body = routes[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? { error: 'not found' }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
}

describe('loadConsoleFacts', () => {
  it("reads a console's plugins and reserved card places from its address (its /catalogue.json)", async () => {
    const url = await serve({ '/catalogue.json': { plugins: [{ id: 'alerts', manifest: { id: 'alerts' } }], problems: [], reservedCardPlaces: { '0': 'threats' } } });
    expect(await loadConsoleFacts(url, { sdkVersion: '1.2.0' })).toEqual({
      sdkVersion: '1.2.0',
      plugins: [{ id: 'alerts', manifest: { id: 'alerts' } }],
      reservedCardPlaces: { '0': 'threats' },
      source: url,
    });
  });

  it("reads an import map file and each plugin's manifest beside its entry, skipping other entries", async () => {
    const dir = files({
      'import-map.json': JSON.stringify({ imports: { react: '/shared/react.js', '@palisade-plugins/alerts': '/plugins/alerts/plugin.js' } }),
      'plugins/alerts/manifest.json': JSON.stringify({ id: 'alerts', version: '1.0.0' }),
    });
    const facts = await loadConsoleFacts('import-map.json', { cwd: dir, sdkVersion: '1.0.0' });
    expect(facts.plugins).toEqual([{ id: 'alerts', manifest: { id: 'alerts', version: '1.0.0' } }]);
  });

  it('fails naming the console source and what it found instead', async () => {
    const dir = files({ 'notes.json': '{"hello": 1}', 'broken.json': '{' });
    await expect(loadConsoleFacts('notes.json', { cwd: dir })).rejects.toThrow(
      `Console notes.json: ${join(dir, 'notes.json')} is neither a catalogue ({"plugins": [...]}) nor an import map ({"imports": {...}})`,
    );
    await expect(loadConsoleFacts('broken.json', { cwd: dir })).rejects.toThrow(/^Console broken\.json: .*broken\.json is not JSON/);
    const url = await serve({});
    await expect(loadConsoleFacts(`${url}/catalogue.json`)).rejects.toThrow(new ConsoleFactsError(`${url}/catalogue.json`, `${url}/catalogue.json answered 404`));
  });
});
