import { createServer as createProbe } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './support/serverProcess.js';

const dataDir = mkdtempSync(join(tmpdir(), 'palisade-url-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const probe = createProbe();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const startFails = async (env: Record<string, string>) => {
  const started = startServerProcess({ PALISADE_DATA_DIR: dataDir, PALISADE_DEMO_SCALE: 'small', ...env });
  const error = await started.then(() => undefined, (e: unknown) => e as Error);
  expect(error).toBeInstanceOf(Error);
  return error!.message;
};

// Each start transpiles and loads the whole server in a new process: seconds when the machine is quiet, far more on a busy one.
const PROCESS_START_MS = 120_000;

describe('PALISADE_DATABASE_URL', () => {
  it('stops the start with one sentence naming the database when it cannot be reached', async () => {
    const port = await closedPort();
    const output = await startFails({ PALISADE_DATABASE_URL: `postgres://palisade:s3cret@127.0.0.1:${port}/palisade` });
    expect(output).toContain('ended (1)');
    expect(output).toContain(`Palisade cannot start: Cannot reach the database postgres://palisade@127.0.0.1:${port}/palisade: nothing accepts connections at that address (is PostgreSQL running?)\n`);
    expect(output).not.toContain('s3cret');
    expect(output).not.toMatch(/\n\s+at /);
  }, PROCESS_START_MS);

  it('refuses a URL that is not a PostgreSQL one', async () => {
    expect(await startFails({ PALISADE_DATABASE_URL: 'mysql://db.example.test/palisade' }))
      .toContain('Palisade cannot start: The database URL must start with postgres:// (or postgresql://), got mysql://db.example.test/palisade');
  }, PROCESS_START_MS);

  it('refuses a pool size that is not a whole number', async () => {
    expect(await startFails({ PALISADE_DATABASE_URL: 'postgres://127.0.0.1:1/palisade', PALISADE_DATABASE_POOL_SIZE: 'many' }))
      .toContain('Palisade cannot start: The database pool size must be a whole number of at least 1, got NaN');
  }, PROCESS_START_MS);
});
