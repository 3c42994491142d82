import type { Integration, IntegrationRequest } from '@palisade/contracts';
import type { Db } from '../../../db/openDatabase.js';
import type { IntegrationsTable } from '../../../db/schema.js';
import { AppError, notFound } from '../../../http/AppError.js';
import { newId } from '../../../shared/secrets.js';
import { openSecret, sealSecret } from '../../../shared/secretBox.js';
import { configOf, SECRET_FIELDS, secretsOf, toIntegration } from './integrationView.js';

/** Secrets a type cannot work without (the webhook's signing secret is optional). */
const REQUIRED_SECRETS = { slack: ['webhookUrl'], jira: ['apiToken'], webhook: [], email: [] } as const;

export async function findIntegration(db: Db, tenantId: string, id: string): Promise<IntegrationsTable> {
  const row = await db.selectFrom('integrations').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Integration ${id} not found`);
  return row;
}

export async function viewOf(db: Db, row: IntegrationsTable): Promise<Integration> {
  return toIntegration(row, Object.keys(await openSecret(db, row.secret_cipher, row.id)).sort());
}

export async function listIntegrations(db: Db, tenantId: string): Promise<Integration[]> {
  const rows = await db.selectFrom('integrations').selectAll().where('tenant_id', '=', tenantId).orderBy('name').execute();
  return Promise.all(rows.map((row) => viewOf(db, row)));
}

async function assertNameFree(db: Db, tenantId: string, name: string, exceptId: string | null): Promise<void> {
  const other = await db.selectFrom('integrations').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
  if (other && other.id !== exceptId) {
    throw new AppError(409, 'CONFLICT', `An integration named ${name} already exists`, [{ path: 'name', message: `${name} is already used by another integration` }]);
  }
}

function assertSecrets(type: IntegrationRequest['type'], secrets: Record<string, string>): void {
  const missing = REQUIRED_SECRETS[type].filter((field) => !secrets[field]);
  if (missing.length) {
    throw new AppError(400, 'VALIDATION_FAILED', `A ${type} integration needs ${missing.join(', ')}`,
      missing.map((path) => ({ path, message: 'This field is required' })));
  }
}

/** Creates an integration (enabled), its secrets sealed. */
export async function createIntegration(db: Db, tenantId: string, request: IntegrationRequest, now: number): Promise<IntegrationsTable> {
  await assertNameFree(db, tenantId, request.name, null);
  const secrets = secretsOf(request);
  assertSecrets(request.type, secrets);
  const id = newId('int');
  const row: IntegrationsTable = {
    id, tenant_id: tenantId, type: request.type, name: request.name, config: JSON.stringify(configOf(request)),
    secret_cipher: Object.keys(secrets).length ? await sealSecret(db, secrets, id) : null, enabled: 1, created_at: now, updated_at: now,
    last_test_at: null, last_test_status: null, last_test_message: null,
  };
  await db.insertInto('integrations').values(row).execute();
  return row;
}

/** Updates settings; a secret left empty keeps the saved one, and the type cannot change. */
export async function updateIntegration(db: Db, row: IntegrationsTable, request: IntegrationRequest, now: number): Promise<IntegrationsTable> {
  if (request.type !== row.type) {
    throw new AppError(400, 'VALIDATION_FAILED', `Integration ${row.name} is a ${row.type} integration and cannot become ${request.type}`,
      [{ path: 'type', message: `Stays ${row.type}` }]);
  }
  await assertNameFree(db, row.tenant_id, request.name, row.id);
  const secrets = { ...(await openSecret(db, row.secret_cipher, row.id)), ...secretsOf(request) };
  if (request.type === 'webhook' && request.removeSigningSecret && !secretsOf(request)['signingSecret']) delete secrets['signingSecret'];
  for (const key of Object.keys(secrets)) if (!(SECRET_FIELDS[request.type] as readonly string[]).includes(key)) delete secrets[key];
  assertSecrets(request.type, secrets);
  const next: IntegrationsTable = {
    ...row, name: request.name, config: JSON.stringify(configOf(request)),
    secret_cipher: Object.keys(secrets).length ? await sealSecret(db, secrets, row.id) : null, updated_at: now,
  };
  await db.updateTable('integrations').set({ name: next.name, config: next.config, secret_cipher: next.secret_cipher, updated_at: now })
    .where('id', '=', row.id).where('tenant_id', '=', row.tenant_id).execute();
  return next;
}
