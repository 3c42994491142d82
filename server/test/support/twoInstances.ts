import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../../src/db/openDatabase.js';
import { databaseUrlFor } from './testDatabase.js';
import { createTestDatabase, dropTestDatabase } from './testDatabases.js';

/** Two server instances' handles on one fresh database of the stage, and what removes it. */
export interface TwoInstances {
  first: Db;
  second: Db;
  close(): Promise<void>;
}

/**
 * Opens the stage's database twice: on PostgreSQL two instances (two pools) that really race; on SQLite the one
 * server process has one connection, so both handles are it and the two sides interleave between their awaits.
 */
export async function openTwoInstances(prefix: string): Promise<TwoInstances> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const url = databaseUrlFor(dataDir);
  if (url) await createTestDatabase(url);
  const first = await openDatabase(dataDir, url ? { url } : {});
  const second = url ? await openDatabase(dataDir, { url }) : first;
  return {
    first,
    second,
    async close() {
      await first.destroy();
      if (second !== first) await second.destroy();
      rmSync(dataDir, { recursive: true, force: true });
      if (url) await dropTestDatabase(url);
    },
  };
}
