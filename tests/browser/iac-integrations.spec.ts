import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { giveDevelopersRole } from './support/developersRole';
import { signIn } from './support/signIn';

const test = privateServerTest();
/** These tests add connections and change the developers' role: a server of their own keeps the demo as seeded elsewhere. */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// axe is injected as an inline script, which the console's CSP forbids.
test.use({ bypassCSP: true });

const PAGE = '/admin/configuration/iac/integrations';
const SARIF = fileURLToPath(new URL('../../server/test/fixtures/scanners/iac.sarif', import.meta.url));

test('as dev@acme.test: an http API address and a refused token are explained, a GitLab repository is added, and the page passes axe', async ({ page }) => {
  await signIn(page, { email: 'dev@acme.test' });
  await page.goto(PAGE);
  await expect(page.getByRole('table', { name: 'Repositories of Acme GitHub' }).getByRole('row', { name: /platform\/infra-live/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add version control system' }).click();
  const form = page.getByRole('form', { name: 'Add version control system' });
  await form.getByLabel('Service').selectOption('gitlab');
  await form.getByLabel('Name').fill('Acme GitLab');
  await form.getByLabel('API address (self-hosted)').fill('http://gitlab.acme.example');
  await form.getByLabel('Access token').fill('glpat-PalisadeDemoReadUser2');
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('alert')).toHaveText('The API address must use https, not http');
  await expect(form.getByLabel('Access token')).toHaveValue('glpat-PalisadeDemoReadUser2');
  await form.getByLabel('API address (self-hosted)').fill('');
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('alert')).toHaveText('The GitLab token of acme-bot lacks the read_api scope: GitLab refused to list repositories (403)');
  await form.getByLabel('Access token').fill('glpat-PalisadeDemoApi00001');
  await form.getByRole('button', { name: 'Test connection' }).click();
  await form.getByRole('checkbox', { name: 'data/k8s-manifests (develop)' }).check();
  expect(await seriousViolations(page, 'body')).toEqual([]);
  await form.getByRole('button', { name: 'Save connection' }).click();
  const repos = page.getByRole('table', { name: 'Repositories of Acme GitLab' });
  await expect(repos.getByRole('row', { name: /data\/k8s-manifests/ })).toContainText('develop');
  await expect(repos.getByRole('row', { name: /data\/k8s-manifests/ })).toContainText('Never scanned');
});

test('a SARIF file uploaded on the page shows its report; the developer sees its findings in the IaC area and in the IaC tab of Alerts', async ({ page }) => {
  await signIn(page, { email: 'dev@acme.test' });
  await page.goto(PAGE);
  const upload = page.getByRole('form', { name: 'Upload scanner results' });
  await upload.getByLabel('Format').selectOption('sarif');
  await upload.getByLabel('Repository').fill('data/k8s-manifests');
  await upload.getByLabel('Branch').fill('e2e-check');
  await upload.getByLabel('File').setInputFiles(SARIF);
  await upload.getByRole('button', { name: 'Upload' }).click();
  const report = page.getByRole('status').filter({ hasText: 'iac.sarif on' });
  await expect(report).toContainText('iac.sarif on data/k8s-manifests (e2e-check): 2 new, 0 seen again, 0 resolved. Critical 1, high 1, medium 0, low 0.');
  await expect(page.getByRole('table', { name: 'Left out of the file: 1' })).toContainText('No file location');
  await expect(page.getByRole('table', { name: 'Repositories of Acme GitLab' }).getByRole('row', { name: /data\/k8s-manifests/ })).not.toContainText('Never scanned');

  // The IaC area lists the findings itself, beside the uploads.
  await report.getByRole('link', { name: 'See the findings of data/k8s-manifests (e2e-check)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'IaC findings' })).toBeVisible();
  await expect(page).toHaveURL(/repository=data%2Fk8s-manifests/);
  const findings = page.locator('[data-finding-id]');
  await expect(findings).toHaveCount(2);
  const k8s = findings.filter({ hasText: 'Containers should not run with allowPrivilegeEscalation' });
  await expect(k8s).toContainText('Critical');
  await expect(k8s).toContainText('k8s/base/deployment.yaml:18');
  await expect(k8s).toContainText('Set securityContext.allowPrivilegeEscalation to false');
  await expect(findings.filter({ hasText: 'Ensure all data stored in the S3 bucket is securely encrypted at rest' })).toContainText('modules/storage/main.tf:14');
  expect(await seriousViolations(page, 'body')).toEqual([]);
  await k8s.getByRole('button', { name: 'Containers should not run with allowPrivilegeEscalation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Containers should not run with allowPrivilegeEscalation' });
  await expect(drawer).toContainText('k8s/base/deployment.yaml:18-40');
  await expect(drawer).toContainText('Deployment.default.api');
  await expect(page).toHaveURL(/finding=ZS-IAC-/);
  expect(await seriousViolations(page, 'body')).toEqual([]);

  // The developer's role has the IaC alerts dashboard sub-app, not the Alerts module: Alerts opens on its IaC tab alone.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('navigation').getByRole('link', { name: 'Alerts', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/alerts\?tab=iac/);
  const tabs = page.getByRole('tablist', { name: 'Alert type' });
  await expect(tabs.getByRole('tab', { name: 'IaC Alerts' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Cloud Alerts' })).toHaveCount(0);
  await page.goto('/admin/alerts?tab=iac&repository=data%2Fk8s-manifests&branch=e2e-check');
  const rows = page.getByRole('table', { name: 'IaC alerts' }).locator('[data-alert-id]');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Containers should not run with allowPrivilegeEscalation' })).toContainText('Critical');
  await expect(rows.filter({ hasText: 'Ensure all data stored in the S3 bucket is securely encrypted at rest' })).toContainText('High');
  expect(await seriousViolations(page, 'body')).toEqual([]);
});

test("as dev@acme.test: the IaC card's trend opens the IaC tab of Alerts, and a link to the Cloud tab says it is not for the role", async ({ page }) => {
  await signIn(page, { email: 'dev@acme.test' });
  await page.goto('/admin/dashboard/dashboard?range=last-1-week');
  const trend = page.locator('[data-app-id="3"]').getByTestId('card-trend');
  await expect(trend).toHaveAttribute('href', '/admin/alerts?tab=iac&status=Open&range=last-1-week');
  await trend.click();
  await expect(page.getByRole('table', { name: 'IaC alerts' }).locator('[data-alert-id]').first()).toBeVisible();
  await page.goto('/admin/alerts?tab=cloud');
  await expect(page.getByRole('heading', { name: 'Cloud alerts are not available to your role' })).toBeVisible();
  expect(await seriousViolations(page, 'body')).toEqual([]);
  await page.getByRole('link', { name: 'Open IaC alerts' }).click();
  await expect(page.getByRole('table', { name: 'IaC alerts' }).locator('[data-alert-id]').first()).toBeVisible();
});

test("a pipeline's step is copied with its id and the API key left to the CI secret", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, { email: 'dev@acme.test' });
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Copy the step of infra-live checks' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('--pipeline pip_acme_infra_live --repository platform/infra-live');
  expect(copied).toContain('PALISADE_API_KEY: ${{ secrets.PALISADE_API_KEY }}');
});

test('a role without DELETE_VERSION_CONTROL_SYSTEMS sees the connections but no delete', async ({ page }) => {
  await giveDevelopersRole(page, { name: 'IaC without delete', modules: ['VERSION_CONTROL_AND_CICD_SYSTEMS'],
    actions: ['VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS', 'ADD_VERSION_CONTROL_SYSTEMS', 'EDIT_VERSION_CONTROL_SYSTEMS'] });
  await signIn(page, { email: 'dev@acme.test' });
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: /Acme GitHub/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add version control system' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  expect(await seriousViolations(page, 'body')).toEqual([]);
});
