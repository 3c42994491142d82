import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/openDatabase.js';
import { accessToken, startServer } from '../helpers.js';

// Finding 3 (a failed first start) and finding 9's database file modes.
const main = join(import.meta.dirname, '..', '..', 'src', 'main.ts');
// Each case starts the real entry point through tsx: give the slow shared machine room.
vi.setConfig({ testTimeout: 60_000 });
const dirs: string[] = [];
afterAll(() => { for (const dir of dirs) rmSync(dir, { recursive: true, force: true }); });
const tempDir = () => { const dir = mkdtempSync(join(tmpdir(), 'palisade-start-')); dirs.push(dir); return dir; };

// Each start transpiles and loads the whole server in a new process: seconds when the machine is quiet, far more on a busy one.
const PROCESS_START_MS = 120_000;

/** Runs the real entry point against a data folder; these starts stop before listening. */
function start(dataDir: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PALISADE_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', PALISADE_DEMO_SCALE: 'small' },
    encoding: 'utf8', timeout: PROCESS_START_MS,
  });
  return { status: run.status, lines: run.stderr.trim().split('\n') };
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('a data folder the server cannot use stops it with one line naming the path and the cause', { timeout: PROCESS_START_MS + 10_000 }, () => {
  it('a folder that cannot be created (a part of its path is a file)', () => {
    const file = join(tempDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const run = start(join(file, 'data'));
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([`Palisade cannot start: Cannot create the data folder ${join(file, 'data')}: a part of that path is a file, not a folder`]);
  });

  it('a folder where no file can be created, even by root', () => {
    // sysfs refuses new files to everyone; the tests run as root, which file modes would not stop.
    const run = start('/sys/kernel');
    expect(run.status).toBe(1);
    expect(run.lines).toHaveLength(1);
    expect(run.lines[0]).toMatch(/^Palisade cannot start: Cannot open the database \/sys\/kernel\/palisade\.sqlite: (permission denied|the file system is read-only)$/);
  });

  it('a full disk', () => {
    const dir = tempDir();
    // Every write to /dev/full fails with ENOSPC, as on a full disk.
    symlinkSync('/dev/full', join(dir, 'palisade.sqlite'));
    const run = start(dir);
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([`Palisade cannot start: Cannot open the database ${join(dir, 'palisade.sqlite')}: the disk is full`]);
    expect(mode('/dev/full')).toBe(0o666);
  });
});

describe('the demo seed is all or nothing', () => {
  it('a seed that fails midway keeps nothing, says so, and the next start seeds completely', async () => {
    const dir = tempDir();
    const db = await openDatabase(dir);
    await db.destroy();
    const sqlite = new SqliteDatabase(join(dir, 'palisade.sqlite'));
    // The audit rows are seeded after the directory, users and posture data: fail there.
    sqlite.exec(`CREATE TRIGGER fail_seed BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
    await expect(startServer({}, { dataDir: dir })).rejects.toThrow(
      `Generating the demo data failed in ${join(dir, 'palisade.sqlite')}: injected failure; none of it was kept, so the next start generates it again`);
    const rows = (table: string) => (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([rows('orgs'), rows('users'), rows('alerts'), rows('meta')]).toEqual([0, 0, 0, 0]);
    sqlite.exec('DROP TRIGGER fail_seed');
    sqlite.close();
    const t = await startServer({}, { dataDir: dir });
    try {
      expect(t.server.seed.seeded).toBe(true);
      expect(await accessToken(t.url, 'admin@acme.test')).toMatch(/^ey/);
    } finally {
      await t.stop(false);
    }
  });

  it('a database with demo data but no completion marker is refused, not served half filled', async () => {
    const dir = tempDir();
    const db = await openDatabase(dir);
    await db.insertInto('orgs').values({ id: 'org_acme', name: 'Acme', otp_enabled: 0, sso_enabled: 0 }).execute();
    await db.destroy();
    const run = start(dir);
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([`Palisade cannot start: Cannot use the database ${join(dir, 'palisade.sqlite')}: its demo data is incomplete `
      + `(an earlier first start stopped while generating it); move or delete ${dir} and start again`]);
  }, PROCESS_START_MS + 10_000);
});

describe('database files', () => {
  it('are readable and writable by the owner only, also when an older start left them open to others', async () => {
    const dir = join(tempDir(), 'data');
    const t = await startServer({}, { dataDir: dir });
    await accessToken(t.url, 'admin@acme.test');
    const files = ['palisade.sqlite', 'palisade.sqlite-wal', 'palisade.sqlite-shm'].map((f) => join(dir, f));
    expect(files.map(mode)).toEqual([0o600, 0o600, 0o600]);
    expect(mode(dir)).toBe(0o700);
    await t.stop(false);
    // Closing removes the write-ahead log; SQLite creates the next one with the database file's mode.
    chmodSync(files[0]!, 0o644);
    const again = await startServer({}, { dataDir: dir });
    expect(files.map(mode)).toEqual([0o600, 0o600, 0o600]);
    await again.stop(false);
  });
});
