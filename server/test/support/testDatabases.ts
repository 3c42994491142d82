import pg from 'pg';
import { postgresUrl } from './testDatabase.js';

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the empty database a test server's URL names, unless it exists (a restart on the same data dir). */
export async function createTestDatabase(url: string): Promise<void> {
  await onServer(async (client) => {
    try {
      await client.query(`CREATE DATABASE ${quoted(nameOf(url))}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  });
}

/** Drops it, closing connections left open by the test. */
export async function dropTestDatabase(url: string): Promise<void> {
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${quoted(nameOf(url))} WITH (FORCE)`));
}

/** Creates the database `url` names as a copy of the one `template` names (nobody may be connected to that one). */
export async function copyTestDatabase(template: string, url: string): Promise<void> {
  await onServer(async (client) => {
    // Two copies of one template at the same moment can refuse each other ("being accessed by other users").
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`CREATE DATABASE ${quoted(nameOf(url))} TEMPLATE ${quoted(nameOf(template))}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}
