import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CaseInsensitiveLikePlugin } from './CaseInsensitiveLikePlugin.js';

// Compiling needs no connection: the pool is never asked for one.
const db = new Kysely<{ users: { email: string; name: string } }>({
  dialect: new PostgresDialect({ pool: {} as never }), plugins: [new CaseInsensitiveLikePlugin()],
});

describe('CaseInsensitiveLikePlugin', () => {
  it('turns LIKE into ILIKE in query builders and in sql fragments, and leaves other words alone', () => {
    expect(db.selectFrom('users').select('email').where('email', 'like', '%@acme.test').compile().sql)
      .toBe('select "email" from "users" where "email" ilike $1');
    expect(db.selectFrom('users').select('email').where('name', 'not like', 'A%').compile().sql)
      .toBe('select "email" from "users" where "name" not ilike $1');
    const raw = db.selectFrom('users').select('email').where(sql<boolean>`name LIKE ${'%a%'} ESCAPE '\\' OR email NOT LIKE ${'b%'}`).compile().sql;
    expect(raw).toBe(`select "email" from "users" where name ILIKE $1 ESCAPE '\\' OR email NOT ILIKE $2`);
    expect(db.selectFrom('users').select(sql<string>`'LIKELY'`.as('word')).compile().sql).toBe(`select 'LIKELY' as "word" from "users"`);
  });
});
