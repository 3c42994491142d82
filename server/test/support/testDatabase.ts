/**
 * The suite runs on SQLite, or on PostgreSQL when PALISADE_DATABASE_URL is set (scripts/withPostgres.ts): then each
 * test server gets its own database, named after its temporary data dir, so test files stay independent. Tests read
 * and change rows directly through `openTestDatabase`, with the same synchronous calls on both databases.
 */
import { basename, join } from 'node:path';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

/** The PostgreSQL server the suite runs against (its `postgres` database), or undefined on SQLite. */
export const postgresUrl = (): string | undefined => process.env.PALISADE_DATABASE_URL || undefined;

/** The URL of the database that belongs to a test data dir, or undefined on SQLite. */
export function databaseUrlFor(dataDir: string): string | undefined {
  const server = postgresUrl();
  if (!server) return undefined;
  const url = new URL(server);
  url.pathname = `/${encodeURIComponent(basename(dataDir))}`;
  return url.toString();
}

export interface TestStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number };
}

/** The part of better-sqlite3's API the tests use; `?` placeholders on both databases. */
export interface TestDatabase {
  prepare(query: string): TestStatement;
  exec(query: string): void;
  /** Wraps `run` so that it runs in one transaction. */
  transaction<A extends unknown[], R>(run: (...args: A) => R): (...args: A) => R;
  close(): void;
}

type Reply = { rows: unknown[]; rowCount: number } | { error: string; code?: string };

class SyncPostgres implements TestDatabase {
  readonly #worker: Worker;
  readonly #port: MessagePort;
  readonly #flag = new Int32Array(new SharedArrayBuffer(4));

  constructor(url: string) {
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    this.#worker = new Worker(join(import.meta.dirname, 'syncPostgresWorker.mjs'), {
      workerData: { url, flag: this.#flag, port: port2 }, transferList: [port2],
    });
    this.#worker.unref();
  }

  #query(query: string, params: unknown[]): { rows: unknown[]; rowCount: number } {
    let n = 0;
    const text = query.replace(/\?/g, () => `$${++n}`);
    Atomics.store(this.#flag, 0, 0);
    this.#worker.postMessage({ text, params });
    Atomics.wait(this.#flag, 0, 0, 30_000);
    const reply = receiveMessageOnPort(this.#port)?.message as Reply | undefined;
    if (!reply) throw new Error(`No answer from PostgreSQL within 30 s to: ${text}`);
    if ('error' in reply) throw Object.assign(new Error(`${reply.error} (in: ${text})`), { code: reply.code });
    return reply;
  }

  prepare(query: string): TestStatement {
    return {
      get: (...params) => this.#query(query, params).rows[0],
      all: (...params) => this.#query(query, params).rows,
      run: (...params) => ({ changes: this.#query(query, params).rowCount }),
    };
  }

  exec(query: string): void {
    this.#query(query, []);
  }

  transaction<A extends unknown[], R>(run: (...args: A) => R): (...args: A) => R {
    return (...args) => {
      this.exec('BEGIN');
      try {
        const result = run(...args);
        this.exec('COMMIT');
        return result;
      } catch (error) {
        this.exec('ROLLBACK');
        throw error;
      }
    };
  }

  close(): void {
    void this.#worker.terminate();
  }
}

/** Opens a test server's database (by its data dir) for direct reads and writes. */
export function openTestDatabase(dataDir: string, options: { readonly?: boolean } = {}): TestDatabase {
  const url = databaseUrlFor(dataDir);
  return url ? new SyncPostgres(url) : new SqliteDatabase(join(dataDir, 'palisade.sqlite'), options);
}
