import { REGISTRY_SECRETS, type RegistryRequest } from '@palisade/contracts/registries';
import type { Db } from '../../db/openDatabase.js';
import type { ContainerRegistriesTable } from '../../db/schema.js';
import type { FieldError } from '../../http/AppError.js';
import { openSecret, sealSecret } from '../../shared/secretBox.js';
import { databaseNumbered } from '../cloudAccounts/cloudAccountStore.js';
import { registryHost } from './registryConnection.js';

/** What a registry's sealed secrets are bound to: its tenant and row, so a copied secret opens nowhere else. */
const boundTo = (tenantId: string, id: number) => `container_registry:${tenantId}:${id}`;

/** The request split into its settings (kept as JSON, shown) and its secrets (sealed, never shown); empty secrets are left out. */
export function splitSecrets(body: RegistryRequest): { settings: Record<string, string>; secrets: Record<string, string> } {
  const secretNames: readonly string[] = REGISTRY_SECRETS[body.kind];
  const settings: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'kind' || key === 'name') continue;
    if (secretNames.includes(key)) { if (value) secrets[key] = String(value); } else settings[key] = String(value);
  }
  return { settings, secrets };
}

/** The secrets a registry cannot be tested without, each named. */
export function missingSecrets(config: RegistryRequest): FieldError[] {
  const need = (ok: boolean, path: string, message: string) => (ok ? [] : [{ path, message }]);
  switch (config.kind) {
    case 'ecr': return config.auth === 'role' ? need(Boolean(config.roleArn), 'roleArn', 'Role ARN is required to sign in with a role')
      : [...need(Boolean(config.accessKeyId), 'accessKeyId', 'Access key ID is required to sign in with keys'), ...need(Boolean(config.secretAccessKey), 'secretAccessKey', 'Secret access key is required to sign in with keys')];
    case 'acr': return need(Boolean(config.clientSecret), 'clientSecret', 'Client secret is required');
    case 'dockerhub': return need(Boolean(config.accessToken), 'accessToken', 'Access token is required');
    case 'generic': return need(!config.username || Boolean(config.password), 'password', 'Password is required with a user');
  }
}

export const sealRegistrySecrets = (db: Db, tenantId: string, id: number, secrets: Record<string, string>) =>
  Object.keys(secrets).length ? sealSecret(db, secrets, boundTo(tenantId, id)) : Promise.resolve(null);

/** The registry's settings with its opened secrets: what a test needs. */
export async function registryConfig(db: Db, row: ContainerRegistriesTable): Promise<RegistryRequest> {
  const secrets = await openSecret(db, row.credentials, boundTo(row.tenant_id, row.id));
  return { kind: row.kind, name: row.name, ...JSON.parse(row.settings), ...secrets } as RegistryRequest;
}

/** A registry as the API shows it: which secrets are set, never their values. */
export function presentRegistry(row: ContainerRegistriesTable, secretsSet: string[], images: number) {
  return {
    id: Number(row.id), kind: row.kind, name: row.name, settings: JSON.parse(row.settings) as Record<string, string>, secretsSet,
    status: row.status, statusReason: row.status_reason, testedAt: row.tested_at === null ? null : Number(row.tested_at), images,
  };
}

const ASSET_CLOUD = { ecr: 'aws', acr: 'azure', dockerhub: 'registry', generic: 'registry' } as const;

/**
 * Records each image (repository and tag) the test listed as a container image asset, named `<repository>:<tag>` as
 * scanners name images, so uploaded findings attach to it; images seen before are marked seen again.
 */
export async function recordImages(db: Db, row: ContainerRegistriesTable, config: RegistryRequest, repositories: { name: string; tags: string[] }[], now: number): Promise<number> {
  const host = registryHost(config);
  const known = new Map((await db.selectFrom('registry_images as r').innerJoin('assets as a', 'a.id', 'r.asset_id').select(['a.id', 'a.resource_id'])
    .where('r.tenant_id', '=', row.tenant_id).where('r.registry_id', '=', row.id).execute()).map((a) => [a.resource_id, Number(a.id)]));
  for (const repository of repositories) {
    for (const tag of repository.tags) {
      const resourceId = `${host}/${repository.name}:${tag}`;
      const seen = known.get(resourceId);
      if (seen !== undefined) { await db.updateTable('assets').set({ last_seen: now, account_name: row.name }).where('tenant_id', '=', row.tenant_id).where('id', '=', seen).execute(); continue; }
      const inserted = await db.insertInto('assets').values(databaseNumbered({
        tenant_id: row.tenant_id, account_id: 0, type: 'Container Image', name: `${repository.name}:${tag}`, region: '', created_at: now, resource_id: resourceId,
        cloud: ASSET_CLOUD[row.kind], account_name: row.name, service: row.kind, category: 'container', exposed: 0 as const, exposure_reason: '', last_seen: now,
        metadata: JSON.stringify({ registry: host, repository: repository.name, tag }), open_critical: 0, open_high: 0, open_medium: 0, open_low: 0,
      })).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('registry_images').values({ tenant_id: row.tenant_id, registry_id: row.id, asset_id: Number(inserted.id) }).execute();
    }
  }
  return imageCount(db, row.tenant_id, row.id);
}

export async function imageCount(db: Db, tenantId: string, registryId: number): Promise<number> {
  const r = await db.selectFrom('registry_images').select(db.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).where('registry_id', '=', registryId).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Removes the registry's images (assets and their findings) with it. */
export async function purgeRegistryImages(db: Db, tenantId: string, registryId: number): Promise<void> {
  const ids = db.selectFrom('registry_images').select('asset_id').where('tenant_id', '=', tenantId).where('registry_id', '=', registryId);
  await db.deleteFrom('vulnerabilities').where('tenant_id', '=', tenantId).where('asset_id', 'in', ids).execute();
  await db.deleteFrom('asset_tags').where('tenant_id', '=', tenantId).where('asset_id', 'in', ids).execute();
  await db.deleteFrom('assets').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  await db.deleteFrom('registry_images').where('tenant_id', '=', tenantId).where('registry_id', '=', registryId).execute();
}
