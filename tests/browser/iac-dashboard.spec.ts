import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();
test.describe.configure({ timeout: 120_000 });
// axe is injected as an inline script, which the console's CSP forbids.
test.use({ bypassCSP: true });

const cells = (page: Page, scope: string) => page.getByRole('region', { name: scope }).getByRole('table').locator('tbody tr')
  .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent)));

test('as dev@acme.test: the IaC dashboard tables hold the demo figures, and the page passes axe', async ({ page }) => {
  await signIn(page, { email: 'dev@acme.test' });
  await page.goto('/admin/configuration/iac/dashboard');
  await page.getByRole('region', { name: 'Top rules by open findings' }).getByRole('button', { name: 'Show as table' }).click();
  expect(await cells(page, 'Top rules by open findings')).toEqual([
    ['ZS-IAC-HELM-501: Helm chart: missing resource limits', '32'], ['ZS-IAC-K8S-201: Kubernetes: privileged container', '26'],
    ['ZS-IAC-TF-101: Terraform: S3 bucket without encryption', '18'], ['ZS-IAC-ARM-301: ARM template: storage without HTTPS only', '9'],
  ]);
  await page.getByRole('region', { name: 'Repositories by risk' }).getByRole('button', { name: 'Show as table' }).click();
  expect(await cells(page, 'Repositories by risk')).toEqual([
    ['mobile/backend-deploy', '81'], ['web/helm-charts', '63'], ['platform/infra-live', '59'], ['data/k8s-manifests', '37'], ['payments/terraform-modules', '35'],
  ]);
  await expect(page.getByText('39% fixed: 54 resolved in the last 30 days, 85 still open.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open IaC findings by severity' })).toBeVisible();
  expect(await seriousViolations(page, 'body')).toEqual([]);
});
