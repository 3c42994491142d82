import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statementCache.js';

function database(size?: number) {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('CREATE TABLE t (n INTEGER)');
  sqlite.prepare('INSERT INTO t (n) VALUES (1), (2), (3)').run();
  return { sqlite, cached: withStatementCache(sqlite, size) };
}

describe('withStatementCache', () => {
  it('prepares a statement once and answers each use with its own parameters', () => {
    const { cached } = database();
    const first = cached.prepare('SELECT n FROM t WHERE n > ? ORDER BY n');
    expect(cached.prepare('SELECT n FROM t WHERE n > ? ORDER BY n')).toBe(first);
    expect(first.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(cached.prepare('SELECT n FROM t WHERE n > ? ORDER BY n').all([2])).toEqual([{ n: 3 }]);
  });

  it('hands out a fresh statement while the kept one is still being read', () => {
    const { cached } = database();
    const text = 'SELECT n FROM t ORDER BY n';
    const seen: number[][] = [];
    for (const row of cached.prepare(text).iterate([]) as Iterable<{ n: number }>) {
      seen.push([row.n, ...(cached.prepare(text).all([]) as { n: number }[]).map((r) => r.n)]);
    }
    expect(seen).toEqual([[1, 1, 2, 3], [2, 1, 2, 3], [3, 1, 2, 3]]);
  });

  it('keeps the most recently used statements and prepares the others again', () => {
    const { cached } = database(2);
    const a = cached.prepare('SELECT 1 AS a');
    const b = cached.prepare('SELECT 2 AS b');
    expect(cached.prepare('SELECT 1 AS a')).toBe(a);
    cached.prepare('SELECT 3 AS c');
    expect(cached.prepare('SELECT 1 AS a')).toBe(a);
    expect(cached.prepare('SELECT 2 AS b')).not.toBe(b);
  });

  it('serves Kysely\'s queries, streamed and not, reads after writes included', async () => {
    const { cached } = database();
    const db = new Kysely<{ t: { n: number } }>({ dialect: new SqliteDialect({ database: cached }) });
    const above = async (n: number) => (await db.selectFrom('t').select('n').where('n', '>', n).orderBy('n').execute()).map((r) => r.n);
    expect(await above(1)).toEqual([2, 3]);
    await sql`INSERT INTO t (n) VALUES (${4})`.execute(db);
    expect(await above(2)).toEqual([3, 4]);
    const streamed: number[] = [];
    for await (const row of db.selectFrom('t').select('n').where('n', '>', 0).orderBy('n').stream()) streamed.push(row.n);
    expect(streamed).toEqual([1, 2, 3, 4]);
    expect(await above(0)).toEqual([1, 2, 3, 4]);
    await db.destroy();
  });
});
