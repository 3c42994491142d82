import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { giveDevelopersRole } from './support/developersRole';
import { signIn } from './support/signIn';

const test = privateServerTest();
/** These tests create a token, upload a scan and change the developers' role: a server of their own keeps the demo as seeded elsewhere. */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// axe is injected as an inline script, which the console's CSP forbids.
test.use({ bypassCSP: true });

const PAGE = '/admin/configuration/iac/local';
const SARIF = fileURLToPath(new URL('../../server/test/fixtures/scanners/iac.sarif', import.meta.url));
const CLI = fileURLToPath(new URL('../../cli/iac/bin/palisade-iac.mjs', import.meta.url));

test('as dev@acme.test: the CLI downloads, a token is shown once, a scan made with it is listed by developer and machine, and the page passes axe', async ({ page }) => {
  await signIn(page, { email: 'dev@acme.test' });
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'VS Code' })).toBeVisible();
  await expect(page.getByText('No scan has been uploaded from a workstation yet.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the CLI (palisade-iac.mjs)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('palisade-iac.mjs');
  expect(readFileSync(await download.path(), 'utf8')).toBe(readFileSync(CLI, 'utf8'));

  await page.getByRole('button', { name: 'Create a token' }).click();
  const secret = page.getByLabel('New token');
  await expect(secret).toContainText('export PALISADE_API_KEY=pal_');
  const key = (await secret.textContent())!.replace('export PALISADE_API_KEY=', '').trim();

  const up = await page.request.post('/api/iac/api/v1/uploads?format=sarif&repository=acme/laptop-infra&source=cli&developer=Dana%20Developer&machine=dana-mbp',
    { headers: { 'x-api-key': key, 'content-type': 'application/json' }, data: readFileSync(SARIF, 'utf8') });
  expect(up.status()).toBe(201);
  await page.reload();
  const scans = page.getByRole('table', { name: 'Scans uploaded from workstations, by developer and machine' });
  const row = scans.getByRole('row', { name: /Dana Developer/ });
  await expect(row).toContainText('dana-mbp');
  await expect(row).toContainText('acme/laptop-infra (main)');
  await expect(row).toContainText('1 / 1 / 0 / 0');
  expect(await seriousViolations(page, 'body')).toEqual([]);
});

test('a role without DOWNLOAD_CLI_SCANNER sees the instructions but no download', async ({ page }) => {
  await giveDevelopersRole(page, { name: 'IaC workstations without download', modules: ['WORKSTATIONS_AND_IDE'], actions: [] });
  await signIn(page, { email: 'dev@acme.test' });
  await page.goto(PAGE);
  await expect(page.getByText('Your role cannot download the CLI (needs DOWNLOAD_CLI_SCANNER).')).toBeVisible();
  await expect(page.getByRole('link', { name: /Download the CLI/ })).toHaveCount(0);
  expect((await page.request.get('/bff/api/iac/api/v1/cli')).status()).toBe(403);
});
