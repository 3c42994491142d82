// Runs the queries of testDatabase.ts's SyncPostgres: one at a time, answering on the port and waking the waiting test.
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

const { url, flag, port } = workerData;
const types = { getTypeParser: (oid, format) => (oid === 20 || oid === 1700 ? Number : pg.types.getTypeParser(oid, format)) };
const client = new pg.Client({ connectionString: url, types });
const connected = client.connect();

parentPort.on('message', async ({ text, params }) => {
  let reply;
  try {
    await connected;
    const result = await client.query(text, params);
    reply = { rows: result.rows, rowCount: result.rowCount ?? 0 };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error), code: error?.code };
  }
  port.postMessage(reply);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
