import { expect } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

const test = privateServerTest();

/** These tests save the tenant's SSO settings: a server of their own keeps that from other tests. */
// Several pages and a server of its own per worker: more than the default time on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PATH = '/admin/configuration/idp';
const ENTITY_ID = 'urn:palisade:stand-in-idp';

/** The stand-in IdP's signing certificate, as PEM, read from its metadata. */
async function standInCertificate(url: string): Promise<string> {
  const xml = await (await fetch(`${url}/idp/saml/metadata`)).text();
  const body = /<ds:X509Certificate>([^<]+)</.exec(xml)![1]!;
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;
}

test('the form checks as typed, and the server refuses a certificate that does not parse on its field', async ({ page, privateServer }) => {
  await signIn(page);
  await page.goto(PATH);
  const form = page.getByRole('form', { name: 'SAML settings' });
  await form.getByRole('textbox', { name: 'Metadata URL' }).fill(`${privateServer.url}/idp/saml/metadata`);
  const entity = form.getByRole('textbox', { name: 'Entity ID' });
  await entity.fill('urn:with space');
  await entity.blur();
  await expect(form.getByText('Whitespaces Are Not Allowed!')).toBeVisible();
  await entity.fill(ENTITY_ID);
  const certificate = form.getByRole('textbox', { name: 'Signing certificate' });
  await certificate.fill('not a certificate');
  await certificate.blur();
  await expect(form.getByText(/^Paste a PEM certificate/)).toBeVisible();
  await certificate.fill('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The signing certificate is not a valid X.509 certificate (it does not parse)').first()).toBeVisible();
  await expect(entity).toHaveValue(ENTITY_ID);
});

test('admin connects to the stand-in IdP, tests it, and sees what does not match', async ({ page, privateServer }) => {
  await signIn(page);
  await page.goto(PATH);
  const form = page.getByRole('form', { name: 'SAML settings' });
  await form.getByRole('textbox', { name: 'Metadata URL' }).fill(`${privateServer.url}/idp/saml/metadata`);
  await form.getByRole('textbox', { name: 'Entity ID' }).fill(ENTITY_ID);
  await form.getByRole('textbox', { name: 'Signing certificate' }).fill(await standInCertificate(privateServer.url));
  await form.getByRole('checkbox', { name: /just-in-time provisioning/ }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Choose the group new users join')).toBeVisible();
  await form.getByRole('combobox', { name: 'Default group' }).selectOption({ label: 'Acme Viewers' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Single sign-on settings saved' })).toBeVisible();
  await expect(page.getByText('CN=Palisade stand-in IdP')).toBeVisible();
  await expect(page.getByText('On: new users join Acme Viewers')).toBeVisible();

  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection test passed')).toBeVisible();
  await expect(page.getByText('✓ Entity id urn:palisade:stand-in-idp matches.')).toBeVisible();

  await page.getByRole('form', { name: 'SAML settings' }).getByRole('textbox', { name: 'Entity ID' }).fill('urn:example:other');
  await page.getByRole('form', { name: 'SAML settings' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Single sign-on settings saved' }).last()).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection test failed')).toBeVisible();
  await expect(page.getByText(`✗ Entity id does not match: configured urn:example:other, the IdP says ${ENTITY_ID}.`)).toBeVisible();
});

test('the reviewer sees the settings but cannot change or test them', async ({ page }) => {
  await signIn(page, { email: 'reviewer@acme.test' });
  await page.goto(PATH);
  await expect(page.getByText('urn:example:other', { exact: true })).toBeVisible();
  await expect(page.getByText('Your role may look at this area but not change it.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'SAML settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Test connection' })).toHaveCount(0);
});
