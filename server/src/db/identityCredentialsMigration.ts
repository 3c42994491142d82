import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

type Engine = 'sqlite' | 'postgres';
/** One element of an identity's JSON array column: `value` in SQLite's json_each, `e` in PostgreSQL's jsonb_array_elements. */
const field = (engine: Engine, name: string, type: 'text' | 'bigint') => (engine === 'sqlite'
  ? `json_extract(e.value, '$.${name}')` : type === 'text' ? `(e.value ->> '${name}')` : `(e.value ->> '${name}')::bigint`);
const elements = (engine: Engine, column: string) => (engine === 'sqlite' ? `json_each(NEW.${column}) e` : `jsonb_array_elements(NEW.${column}::jsonb) e`);

const keysAdd = (engine: Engine) => `INSERT INTO identity_access_keys (tenant_id, identity_id, key_id, account_id, account_name, cloud, principal, principal_type,
    status, created_at, last_used)
  SELECT DISTINCT NEW.tenant_id, NEW.id, ${field(engine, 'id', 'text')}, NEW.account_id, NEW.account_name, NEW.cloud, NEW.name, NEW.type, ${field(engine, 'status', 'text')},
    ${field(engine, 'createdAt', 'bigint')}, ${field(engine, 'lastUsed', 'bigint')} FROM ${elements(engine, 'access_keys')}`;
const assignmentsAdd = (engine: Engine) => `INSERT INTO identity_role_assignments (tenant_id, identity_id, role_id, scope, account_id, account_name, principal,
    principal_type)
  SELECT DISTINCT NEW.tenant_id, NEW.id, ${field(engine, 'policy', 'text')}, ${field(engine, 'scope', 'text')}, NEW.account_id, NEW.account_name, NEW.name, NEW.type
  FROM ${elements(engine, 'policies')} WHERE NEW.cloud = 'azure' AND ${field(engine, 'scope', 'text')} IS NOT NULL`;
const removeAll = (row: 'OLD') => ['identity_access_keys', 'identity_role_assignments']
  .map((t) => `DELETE FROM ${t} WHERE tenant_id = ${row}.tenant_id AND identity_id = ${row}.id`);
const WATCHED = ['tenant_id', 'account_id', 'account_name', 'cloud', 'name', 'type', 'access_keys', 'policies'];

/**
 * AWS access keys (and Azure service principal secrets) and Azure role assignments as rows of their own, so the inventory
 * lists, filters and sorts them: `identity_access_keys` and `identity_role_assignments`, taken from each identity's
 * `access_keys` and `policies` by triggers on `identities`, whichever path writes them (scans, the demo seed).
 */
export const identityCredentialsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if ((await db.introspection.getTables()).some((t) => t.name === 'identity_access_keys')) return;
    const s = db.schema;
    await s.createTable('identity_access_keys').addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('identity_id', 'integer', (c) => c.notNull())
      .addColumn('key_id', 'text', (c) => c.notNull()).addColumn('account_id', 'integer', (c) => c.notNull()).addColumn('account_name', 'text', (c) => c.notNull())
      .addColumn('cloud', 'text', (c) => c.notNull()).addColumn('principal', 'text', (c) => c.notNull()).addColumn('principal_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull()).addColumn('created_at', 'bigint', (c) => c.notNull()).addColumn('last_used', 'bigint')
      .addPrimaryKeyConstraint('identity_access_keys_pk', ['tenant_id', 'identity_id', 'key_id']).execute();
    await s.createIndex('identity_access_keys_created').on('identity_access_keys').columns(['tenant_id', 'created_at', 'key_id']).execute();
    await s.createIndex('identity_access_keys_last_used').on('identity_access_keys').columns(['tenant_id', 'last_used', 'key_id']).execute();
    await s.createTable('identity_role_assignments').addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('identity_id', 'integer', (c) => c.notNull())
      .addColumn('role_id', 'text', (c) => c.notNull()).addColumn('scope', 'text', (c) => c.notNull()).addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('account_name', 'text', (c) => c.notNull()).addColumn('principal', 'text', (c) => c.notNull()).addColumn('principal_type', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('identity_role_assignments_pk', ['tenant_id', 'identity_id', 'role_id', 'scope']).execute();
    await s.createIndex('identity_role_assignments_role').on('identity_role_assignments').columns(['tenant_id', 'role_id']).execute();
    const run = (statement: string) => sql.raw(statement).execute(db);
    if (isPostgres(db)) {
      await run(`CREATE OR REPLACE FUNCTION identity_credentials() RETURNS trigger LANGUAGE plpgsql AS $body$
        BEGIN
          IF TG_OP IN ('UPDATE', 'DELETE') THEN ${removeAll('OLD').join('; ')}; END IF;
          IF TG_OP IN ('UPDATE', 'INSERT') THEN ${keysAdd('postgres')}; ${assignmentsAdd('postgres')}; END IF;
          RETURN NULL;
        END $body$`);
      await run(`CREATE TRIGGER identity_credentials AFTER INSERT OR DELETE OR UPDATE OF ${WATCHED.join(', ')} ON identities
        FOR EACH ROW EXECUTE FUNCTION identity_credentials()`);
    } else {
      await run(`CREATE TRIGGER identities_credentials_insert AFTER INSERT ON identities BEGIN ${keysAdd('sqlite')}; ${assignmentsAdd('sqlite')}; END`);
      await run(`CREATE TRIGGER identities_credentials_delete AFTER DELETE ON identities BEGIN ${removeAll('OLD').join('; ')}; END`);
      await run(`CREATE TRIGGER identities_credentials_update AFTER UPDATE OF ${WATCHED.join(', ')} ON identities
        BEGIN ${removeAll('OLD').join('; ')}; ${keysAdd('sqlite')}; ${assignmentsAdd('sqlite')}; END`);
    }
    // Identities written before this migration: the same rows, from every identity.
    const engine: Engine = isPostgres(db) ? 'postgres' : 'sqlite';
    const backfill = (statement: string) => statement.replaceAll('NEW.', 'i.').replace(/FROM (json_each|jsonb_array_elements)\(/, 'FROM identities i, $1(');
    await run(backfill(keysAdd(engine)));
    await run(backfill(assignmentsAdd(engine)));
  },
};
