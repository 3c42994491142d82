import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from './devServer';

describe('the plugin dev server', () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'palisade-dev-server-'));
    writeFileSync(join(dir, 'plugin.js'), 'export default 1;\n');
    mkdirSync(join(dir, 'chunks'));
    server = await startDevServer({ dir, port: 0 });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a built file with CORS and no caching', async () => {
    const response = await fetch(`${base}/plugin.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('export default 1;\n');
  });

  it('answers a missing file, a folder and a malformed path with an error, and keeps serving', async () => {
    expect((await fetch(`${base}/gone.js`)).status).toBe(404);
    expect((await fetch(`${base}/chunks`)).status).toBe(404);
    expect((await fetch(`${base}/%E0%A4%A.js`)).status).toBe(400);
    expect((await fetch(`${base}/plugin.js`)).status).toBe(200);
  });

  it('never serves a file outside its folder', async () => {
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).toBe(403);
  });

  it('holds a request made during a rebuild until the rebuild has written its files', async () => {
    const building = mkdtempSync(join(tmpdir(), 'palisade-dev-rebuild-'));
    let rebuilt!: () => void;
    const rebuilding = new Promise<void>((resolve) => (rebuilt = resolve));
    const held = await startDevServer({ dir: building, port: 0, idle: () => rebuilding });
    // The rebuild writes the manifest 50 ms after the request arrives; asked at once, it would be a 404.
    held.once('request', () =>
      setTimeout(() => {
        writeFileSync(join(building, 'manifest.json'), '{"id":"new"}');
        rebuilt();
      }, 50),
    );
    try {
      const response = await fetch(`http://127.0.0.1:${(held.address() as AddressInfo).port}/manifest.json`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"id":"new"}');
    } finally {
      await new Promise((resolve) => held.close(resolve));
      rmSync(building, { recursive: true, force: true });
    }
  });
});
