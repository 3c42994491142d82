import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
  // dark_theme is off by default: on for Acme's alerts feature, except on Azure.
  const sqlite = openTestDatabase(t.dataDir);
  try {
    const insert = sqlite.prepare('INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES (?, ?, ?, ?, ?, ?)');
    insert.run('ffo_test_feature', 'dark_theme', 'tnt_acme', 'alerts', null, 1);
    insert.run('ffo_test_cloud', 'dark_theme', 'tnt_acme', 'alerts', 'azure', 0);
  } finally {
    sqlite.close();
  }
});
afterAll(async () => { await t.stop(); });

const evaluate = async (token: string, filterProps?: Record<string, string>) => {
  const res = await call(`${t.url}/api/featureflag/api/v2/isenabled`, {
    method: 'POST', headers: bearer(token), json: { flags: [{ flag_key: 'dark_theme', default_val: false, ...(filterProps ? { filterProps } : {}) }] },
  });
  expect(res.status).toBe(200);
  return res.body[0].result as boolean;
};

describe('feature flag tenant + feature override', () => {
  it('turns the flag on for that feature of that tenant only, below a cloud-type override', async () => {
    const acme = await accessToken(t.url, 'admin@acme.test');
    expect(await evaluate(acme, { feature: 'alerts' })).toBe(true);
    // No override for this cloud type: the tenant + feature level applies.
    expect(await evaluate(acme, { feature: 'alerts', cloud_type: 'aws' })).toBe(true);
    // The more specific tenant + feature + cloud type override wins.
    expect(await evaluate(acme, { feature: 'alerts', cloud_type: 'azure' })).toBe(false);
    // Other features and no feature keep the catalogue default.
    expect(await evaluate(acme, { feature: 'reports' })).toBe(false);
    expect(await evaluate(acme)).toBe(false);
    // Another tenant is not affected.
    const globex = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' });
    expect(await evaluate(globex, { feature: 'alerts' })).toBe(false);
  });
});
