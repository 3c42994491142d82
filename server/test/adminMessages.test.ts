import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startServer();
  token = await accessToken(t.url, 'viewer@acme.test');
});
afterAll(async () => { await t.stop(); });

const messagesFor = (host: string, auth: Record<string, string> = bearer(token)) => call(`${t.url}/api/admin-ui-messages/zpc/${host}`, { headers: auth });
const demoBanner = { id: 'demo-data', severity: 'info', message: 'This console runs on generated demo data. Everything you change stays on this machine.' };

describe('admin UI messages', () => {
  it('gives every host the seeded demo banner', async () => {
    for (const host of ['localhost', '127.0.0.1:8080', 'console.example.test']) {
      const res = await messagesFor(host);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([demoBanner]);
    }
  });

  it("adds a host's own active messages to the '*' ones and hides inactive ones", async () => {
    const sqlite = openTestDatabase(t.dataDir);
    try {
      sqlite.prepare('INSERT INTO admin_messages (id, host, severity, message, active) VALUES (?, ?, ?, ?, ?)').run('maint-1', 'console.example.test', 'warning', 'Maintenance tonight at 22:00 UTC.', 1);
      sqlite.prepare('INSERT INTO admin_messages (id, host, severity, message, active) VALUES (?, ?, ?, ?, ?)').run('maint-0', 'console.example.test', 'error', 'An old outage notice.', 0);
      sqlite.prepare('INSERT INTO admin_messages (id, host, severity, message, active) VALUES (?, ?, ?, ?, ?)').run('all-old', '*', 'warning', 'An old notice for every host.', 0);
    } finally {
      sqlite.close();
    }
    const own = await messagesFor('Console.Example.test');
    expect(own.body).toEqual([demoBanner, { id: 'maint-1', severity: 'warning', message: 'Maintenance tonight at 22:00 UTC.' }]);
    expect((await messagesFor('other.example.test')).body).toEqual([demoBanner]);
  });

  it('validates the host and needs a token', async () => {
    const bad = await messagesFor('bad%20host');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].path).toBe('host');
    expect((await messagesFor('console.example.test', {})).status).toBe(401);
  });
});
