import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const main = join(import.meta.dirname, '..', 'src', 'main.ts');

// Each start transpiles and loads the whole server in a new process: seconds when the machine is quiet, far more on a busy one.
const PROCESS_START_MS = 120_000;

/** Starts the real entry point with the given environment; these configurations stop it before it listens. */
function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'palisade-config-'));
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PALISADE_DATA_DIR: join(dataDir, 'data'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8', timeout: PROCESS_START_MS,
    });
    return { ...run, wroteData: existsSync(join(dataDir, 'data', 'palisade.sqlite')) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('start-up configuration', () => {
  it('refuses an unknown PALISADE_DEMO_SCALE, naming the accepted values, before touching the data dir', () => {
    const run = start({ PALISADE_DEMO_SCALE: 'huge' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Palisade cannot start: PALISADE_DEMO_SCALE must be one of small, default, large; got "huge"');
    expect(run.wroteData).toBe(false);
  }, PROCESS_START_MS + 10_000);

  it('refuses a PALISADE_PUBLIC_URL that is not an http(s) URL', () => {
    const run = start({ PALISADE_PUBLIC_URL: 'console.example.com', PALISADE_DEMO_SCALE: 'small' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Palisade cannot start: PALISADE_PUBLIC_URL must be an absolute http(s) URL');
  }, PROCESS_START_MS + 10_000);
});
