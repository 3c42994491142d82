import { type Kysely, sql } from 'kysely';

/** What a row trigger keeps: the table it is on, the columns whose update fires it (all when left out) and its statements. */
export interface RowTrigger {
  /** The trigger's name, which its function takes too. */
  name: string;
  table: string;
  columns?: readonly string[];
  /** Run for the row an update or a delete leaves (`OLD`). */
  onOld: string;
  /** Run for the row an insert or an update writes (`NEW`). */
  onNew: string;
}

/** Creates, or replaces, a PostgreSQL row trigger and its function after every insert, delete and update of its table. */
export async function postgresRowTrigger(db: Kysely<any>, t: RowTrigger): Promise<void> {
  await sql.raw(`CREATE OR REPLACE FUNCTION ${t.name}() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN ${t.onOld}; END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN ${t.onNew}; END IF;
      RETURN NULL;
    END $body$`).execute(db);
  await sql.raw(`DROP TRIGGER IF EXISTS ${t.name} ON ${t.table}`).execute(db);
  await sql.raw(`CREATE TRIGGER ${t.name} AFTER INSERT OR DELETE OR UPDATE${t.columns ? ` OF ${t.columns.join(', ')}` : ''} ON ${t.table}
    FOR EACH ROW EXECUTE FUNCTION ${t.name}()`).execute(db);
}
