/**
 * A throwaway PostgreSQL cluster from Debian's packages: created in a temporary folder, listening on 127.0.0.1 on a
 * free port, run by an unprivileged user when started as root (PostgreSQL refuses to run as root), and deleted on
 * stop. Used by scripts/withPostgres.ts and by tests that stop and start their own cluster.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class PostgresClusterError extends Error {
  override name = 'PostgresClusterError';
}

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest Debian PostgreSQL's bin folder (PALISADE_POSTGRES_BIN overrides), or undefined when none is installed. */
export function findPostgresBin(): string | undefined {
  const configured = process.env.PALISADE_POSTGRES_BIN;
  if (configured) return configured;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT).filter((v) => existsSync(join(DEBIAN_ROOT, v, 'bin', 'initdb')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(DEBIAN_ROOT, newest, 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface PostgresCluster {
  /** Superuser URL of the `postgres` database, e.g. postgres://palisade@127.0.0.1:5433/postgres */
  url: string;
  port: number;
  /** Stops the server (keeps the files): clients then get connection errors. */
  pause(): void;
  /** Starts it again on the same port after pause(). */
  resume(): void;
  /** Stops the server and deletes its folder. */
  stop(): void;
}

/** Creates and starts a cluster; `bin` is the folder holding initdb and pg_ctl. */
export async function startCluster(bin: string): Promise<PostgresCluster> {
  const folder = mkdtempSync(join(tmpdir(), 'palisade-pg-'));
  const asRoot = process.getuid?.() === 0;
  const runAs = process.env.PALISADE_POSTGRES_USER ?? 'nobody';
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', runAs], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', runAs], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid) || uid === 0) throw new PostgresClusterError(`Cannot run PostgreSQL as ${runAs}: no such unprivileged user`);
    chownSync(folder, uid, gid);
  }
  const run = (tool: string, args: string[], options: SpawnSyncOptions = {}) => {
    const [file, ...rest] = asRoot ? ['runuser', '-u', runAs, '--', join(bin, tool), ...args] : [join(bin, tool), ...args];
    const result = spawnSync(file!, rest, { encoding: 'utf8', cwd: folder, ...options });
    if (result.status !== 0) {
      throw new PostgresClusterError(`${tool} ${args[0] ?? ''} failed (exit ${result.status}): ${String(result.stderr ?? '').trim() || String(result.stdout ?? '').trim()}`);
    }
  };
  const data = join(folder, 'data');
  // C collation: text sorts by code point, as SQLite's default BINARY collation does, so lists come back in one order on both.
  run('initdb', ['-D', data, '-U', 'palisade', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  // Durability settings off: the cluster is deleted at the end; the server's own behaviour does not depend on them.
  const settings = [`-p ${port}`, `-k ${folder}`, "-c listen_addresses='127.0.0.1'", '-c fsync=off', '-c full_page_writes=off',
    '-c synchronous_commit=off', '-c max_connections=300', '-c shared_buffers=64MB'].join(' ');
  const start = () => run('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-w', '-t', '60', '-o', settings, 'start']);
  const halt = () => run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
  start();
  let running = true;
  return {
    url: `postgres://palisade@127.0.0.1:${port}/postgres`,
    port,
    pause: () => { halt(); running = false; },
    resume: () => { start(); running = true; },
    stop: () => {
      try {
        if (running) halt();
      } finally {
        running = false;
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
