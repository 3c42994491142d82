import { sql } from 'kysely';
import type { Db } from '../db/openDatabase.js';
import { BUSINESS_UNITS } from './alertCatalog.js';
import { sealSecret } from '../shared/secretBox.js';
import { loadSamlCredential, STAND_IN_IDP_ENTITY_ID, standInMetadataXml } from '../idp/samlCredential.js';
import { hashPassword } from '../shared/secrets.js';

const PASSWORD = 'Palisade-demo-1';
const UNIT_DESCRIPTIONS: Record<(typeof BUSINESS_UNITS)[number], string> = {
  Payments: 'Card processing and payouts', Retail: 'Stores and e-commerce', 'Data Platform': 'Analytics pipelines and warehouses',
  'Corporate IT': 'Workplace systems and identity', Mobile: 'Customer apps and their back ends',
};

/**
 * Business units named like the demo alerts' business units: each tenant's accounts join them in turn (so every
 * tenant has the first names), and every alert then carries its account's unit, so the alert filter and the
 * units agree from the start.
 */
async function seedBusinessUnits(db: Db, now: number): Promise<void> {
  const accounts = await db.selectFrom('cloud_accounts').select(['id', 'tenant_id']).orderBy('tenant_id').orderBy('id').execute();
  const units = new Map<string, string>();
  const position = new Map<string, number>();
  for (const account of accounts) {
    const index = position.get(account.tenant_id) ?? 0;
    position.set(account.tenant_id, index + 1);
    const name = BUSINESS_UNITS[index % BUSINESS_UNITS.length]!;
    const key = `${account.tenant_id}|${name}`;
    let id = units.get(key);
    if (!id) {
      // Ids from the tenant and name: the generator makes the same rows, ids included, every time.
      id = `bu_${account.tenant_id.replace(/^tnt_/, '')}_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
      units.set(key, id);
      await db.insertInto('business_units').values({ id, tenant_id: account.tenant_id, name, description: UNIT_DESCRIPTIONS[name], created_at: now, updated_at: now }).execute();
    }
    await db.insertInto('business_unit_accounts').values({ business_unit_id: id, account_id: account.id }).execute();
  }
  await sql`UPDATE alerts SET business_unit = COALESCE((SELECT bu.name FROM business_unit_accounts bua
    JOIN business_units bu ON bu.id = bua.business_unit_id AND bu.tenant_id = alerts.tenant_id WHERE bua.account_id = alerts.account_id), '')`.execute(db);
}

/** Initech signs in through the stand-in IdP: its SAML settings point at that IdP's metadata, and the IdP knows one person the console does not. */
async function seedSingleSignOn(db: Db, now: number): Promise<void> {
  const credential = await loadSamlCredential(db, now);
  await db.insertInto('sso_settings').values({
    tenant_id: 'tnt_initech', metadata_url: '', metadata_xml: standInMetadataXml(credential, 'http://localhost/idp/authorize'),
    entity_id: STAND_IN_IDP_ENTITY_ID, sso_url: 'http://localhost/idp/authorize', certificate: credential.certificatePem.trim(),
    jit_enabled: 0, default_group_id: 'grp_initech_admins', enabled: 1, updated_at: now, updated_by: 'usr_initech_sso',
    last_test_at: null, last_test_status: null, last_test_message: null,
  }).execute();
  await db.insertInto('idp_identities').values({
    email: 'newhire@initech.test', org_id: 'org_initech', name: 'Nina Newhire', password_hash: await hashPassword(PASSWORD), created_at: now,
  }).execute();
}

/** Acme's integrations: mail to the security team, and a Slack channel and a signed webhook (both off until someone tests them). */
async function seedIntegrations(db: Db, now: number): Promise<void> {
  const base = { tenant_id: 'tnt_acme', created_at: now, updated_at: now, last_test_at: null, last_test_status: null, last_test_message: null };
  const slack = 'int_acme_slack';
  const webhook = 'int_acme_webhook';
  await db.insertInto('integrations').values([
    { ...base, id: 'int_acme_mail', type: 'email', name: 'Security team mail', enabled: 1, secret_cipher: null,
      config: JSON.stringify({ type: 'email', recipients: ['security@acme.test', 'admin@acme.test'] }) },
    { ...base, id: slack, type: 'slack', name: 'Slack #security-alerts', enabled: 0,
      config: JSON.stringify({ type: 'slack', channel: '#security-alerts' }),
      secret_cipher: await sealSecret(db, { webhookUrl: 'https://hooks.slack.example/services/T0000/B0000/demo' }, slack) },
    { ...base, id: webhook, type: 'webhook', name: 'SIEM webhook', enabled: 0,
      config: JSON.stringify({ type: 'webhook', url: 'https://siem.acme.example/ingest/palisade' }),
      secret_cipher: await sealSecret(db, { signingSecret: 'demo-signing-secret-0123456789' }, webhook) },
  ]).execute();
}

/** Demo rows for business units, single sign-on and integrations. */
export async function seedAdministration(db: Db, now: number): Promise<void> {
  await seedBusinessUnits(db, now);
  await seedSingleSignOn(db, now);
  await seedIntegrations(db, now);
}
