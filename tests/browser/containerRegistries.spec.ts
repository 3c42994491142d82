import { expect } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

/** Registries are added and images recorded as assets: a server of its own. */
const test = privateServerTest();
// axe is injected as a script, which the console's Trusted Types policy refuses otherwise.
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test('a Docker Hub registry with a wrong token is refused and explained; with the right one its images are listed', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/configuration/vulnerability/integrations');
  await page.getByRole('button', { name: 'Add a registry' }).click();
  const form = page.getByRole('form', { name: 'Add a registry' });
  await form.getByLabel('Registry type').selectOption('dockerhub');
  await form.getByLabel('Registry name').fill('Docker Hub');
  await form.getByLabel('User').fill('Palisade Demo');
  await form.getByRole('button', { name: 'Add registry' }).click();
  // Each wrong field is named before anything is stored.
  await expect(form.getByText('Docker Hub user must be 4 to 30 lowercase letters or digits')).toBeVisible();
  await form.getByLabel('User').fill('palisadedemo');
  await form.getByLabel('Access token').fill('dckr_pat_wrong');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await form.getByRole('button', { name: 'Add registry' }).click();

  const registries = page.getByRole('list', { name: 'Container registries' });
  const hub = registries.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Docker Hub' }) });
  await expect(hub).toContainText('Not tested');
  await hub.getByRole('button', { name: 'Test Docker Hub' }).click();
  const refusal = hub.getByRole('alert');
  await expect(refusal).toContainText('Docker Hub refused the test on: Access token');
  await expect(refusal).toContainText('Make a new access token');
  await expect(refusal).toContainText('The registry answered UNAUTHORIZED: incorrect username or password');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The stored token is never shown; a new one replaces it.
  await hub.getByRole('button', { name: 'Edit Docker Hub' }).click();
  const edit = page.getByRole('form', { name: 'Edit Docker Hub' });
  await expect(edit.getByLabel('Access token')).toHaveValue('');
  await expect(edit.getByText('A secret is stored; leave empty to keep it.')).toBeVisible();
  await edit.getByLabel('Access token').fill('dckr_pat_PalisadeDemoToken0001');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await hub.getByRole('button', { name: 'Test Docker Hub' }).click();
  await expect(hub.getByRole('status')).toHaveText('Docker Hub is connected: 6 images in 3 repositories.');
  await expect(hub.getByRole('region', { name: 'Images in Docker Hub' }).getByRole('listitem')).toHaveText([
    'palisade-demo/api:2.0.1', 'palisade-demo/api:latest', 'palisade-demo/web:1.4.2', 'palisade-demo/web:1.5.0', 'palisade-demo/web:latest', 'palisade-demo/worker:0.9.0',
  ]);
  await expect(hub).toContainText('Connected · 6 images');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The images are container image assets.
  await hub.getByRole('link', { name: 'See the container images in Cloud assets' }).click();
  await expect(page.locator('.pl-inventory__summary')).toHaveText(/ of 6$/);
});

test('an ECR registry with a role shows the external id the console generated; a registry URL on an internal network is refused and explained', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/configuration/vulnerability/integrations');
  await page.getByRole('button', { name: 'Add a registry' }).click();
  const form = page.getByRole('form', { name: 'Add a registry' });
  await form.getByLabel('Registry type').selectOption('ecr');
  await form.getByLabel('Registry name').fill('Payments ECR');
  await form.getByLabel('AWS account ID').fill('111122223333');
  await form.getByLabel('Region').fill('us-east-1');
  await form.getByLabel('Sign in with').selectOption('role');
  await expect(form.getByLabel(/External ID/)).toHaveCount(0);
  await form.getByLabel('Role ARN').fill('arn:aws:iam::111122223333:role/PalisadeReadOnly');
  await form.getByRole('button', { name: 'Add registry' }).click();
  const registries = page.getByRole('list', { name: 'Container registries' });
  const ecr = registries.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Payments ECR' }) });
  await expect(ecr.locator('code')).toHaveText(/^palisade-[0-9a-f]{32}$/);
  await expect(ecr).toContainText("put it in the role's trust policy");
  await ecr.getByRole('button', { name: 'Test Payments ECR' }).click();
  await expect(ecr.getByRole('status')).toHaveText(/^Payments ECR is connected: 2 images in 1 repositor/);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: 'Add a registry' }).click();
  await form.getByLabel('Registry type').selectOption('generic');
  await form.getByLabel('Registry name').fill('Lab registry');
  await form.getByLabel('Registry URL').fill('http://10.20.30.40');
  await form.getByLabel('Token (instead of user and password)').fill('lab-token');
  await form.getByRole('button', { name: 'Add registry' }).click();
  await expect(form.getByText('Registry URL must start with https://: credentials are only sent encrypted')).toBeVisible();
  await form.getByLabel('Registry URL').fill('https://10.20.30.40');
  await form.getByRole('button', { name: 'Add registry' }).click();
  const lab = registries.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lab registry' }) });
  await lab.getByRole('button', { name: 'Test Lab registry' }).click();
  const refusal = lab.getByRole('alert');
  await expect(refusal).toContainText('Lab registry refused the test on: Registry URL');
  await expect(refusal).toContainText('The registry answered InternalAddress: The registry address 10.20.30.40 is an internal address (10.20.30.40, private); the server does not send there');
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
