import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { REPO } from '../../scripts/build/paths';
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/openapi';

// Builds the server's whole OpenAPI document (5 s idle).
describe('the SDK API types (sdk/src/api/openapi.ts)', { timeout: 60_000 }, () => {
  it('match the OpenAPI document the server builds from its route schemas now', async () => {
    const fresh = await generateApiTypes();
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    if (committed !== fresh) {
      const lines = committed.split('\n');
      const at = fresh.split('\n').findIndex((line, i) => line !== lines[i]);
      expect.fail(`${relative(REPO, API_TYPES_FILE)} is stale (first difference at line ${at + 1}): the server's route schemas changed. ` +
        'Run `npm run openapi` and commit the result.');
    }
    // The calls the console makes are described, requests and responses alike.
    expect(fresh).toContain('"/bff/login": {');
    expect(fresh).toContain('"/api/featureflag/api/v2/isenabled": {');
  }, 120_000);
});
