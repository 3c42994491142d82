import { REGISTRY_KINDS, registryRequest } from '@palisade/contracts/registries';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLOUD_API_PREFIX } from '../../cloudApi/cloudApiRoutes.js';
import { DEMO_REGISTRIES } from '../../cloudApi/demoRegistries.js';
import { AppError, notFound } from '../../http/AppError.js';
import { audit, auditActor } from '../../shared/audit.js';
import type { AppContext } from '../../shared/AppContext.js';
import { openSecret } from '../../shared/secretBox.js';
import { principalOf } from '../authenticate.js';
import { databaseNumbered } from '../cloudAccounts/cloudAccountStore.js';
import type { RouteAccess } from '../routeAccess.js';
import { errorResponses } from '../schemas.js';
import { testRegistry } from './registryConnection.js';
import type { RegistryStandIn } from './registryTarget.js';
import { imageCount, missingSecrets, presentRegistry, purgeRegistryImages, recordImages, registryConfig, sealRegistrySecrets, splitSecrets } from './registryStore.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const registry = z.object({
  id: z.number(), kind: z.enum(REGISTRY_KINDS), name: z.string(), settings: z.record(z.string(), z.string()),
  secretsSet: z.array(z.string()).describe('Which secrets are stored; their values are never returned'),
  status: z.enum(['pending', 'connected', 'error']), statusReason: z.string(), testedAt: z.number().nullable(), images: z.number(),
}).meta({ id: 'ContainerRegistry' });
const testResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), registry, repositories: z.array(z.object({ name: z.string(), tags: z.array(z.string()) })) }),
  z.object({ ok: z.literal(false), registry, field: z.string(), code: z.string(), message: z.string() }),
]);

/**
 * Container registries (module CONTAINER_REGISTRIES_AND_WORKLOADS): add, edit, test, remove. Secrets are write-only
 * and sealed; a test calls the registry's own address (never an internal one), lists its repositories and tags and
 * records each image as an asset.
 */
export async function registryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['container-registries'];
  const base = '/vulnerability/api/v1/registries';
  const read: { access: RouteAccess } = { access: { anyOf: [{ module: 'CONTAINER_REGISTRIES_AND_WORKLOADS' }], subscription: 'VULNERABILITY' } };
  const write: { access: RouteAccess } = { access: { ...read.access, action: 'MANAGE_ADMINISTRATION', lookOnly: true } };
  const loopback = () => {
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new AppError(503, 'UPSTREAM_UNAVAILABLE', 'The stand-in registry address is not known yet');
    return `http://127.0.0.1:${address.port}${CLOUD_API_PREFIX}`;
  };
  // The demo data's registries are served by the stand-in this server runs (demo only); every other address is called as given.
  const standIn = (): RegistryStandIn | null => (ctx.demo ? { base: `${loopback()}/registry`, hosts: new Set(Object.keys(DEMO_REGISTRIES)) } : null);
  // An ECR role's external id is generated once, as a cloud account's is, and kept across edits.
  const withExternalId = (settings: Record<string, string>, kept?: string) => {
    delete settings['externalId'];
    return settings['auth'] === 'role' ? { ...settings, externalId: kept || `palisade-${randomBytes(16).toString('hex')}` } : settings;
  };
  const owned = async (tenantId: string, id: number) => {
    const row = await ctx.db.selectFrom('container_registries').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`Container registry ${id} was not found`);
    return row;
  };
  const shown = async (tenantId: string, id: number) => {
    const row = await owned(tenantId, id);
    return presentRegistry(row, Object.keys(await openSecret(ctx.db, row.credentials, `container_registry:${tenantId}:${id}`).catch(() => ({}))), await imageCount(ctx.db, tenantId, id));
  };

  r.get(base, { config: read, schema: { tags, response: { 200: z.object({ items: z.array(registry) }), ...errorResponses } } }, async (request) => {
    const tenantId = principalOf(request).tenantId;
    const rows = await ctx.db.selectFrom('container_registries').select('id').where('tenant_id', '=', tenantId).orderBy('name').orderBy('id').execute();
    return { items: await Promise.all(rows.map((row) => shown(tenantId, Number(row.id)))) };
  });

  r.post(base, { config: write, schema: { tags, body: registryRequest, response: { 201: registry, ...errorResponses } } }, async (request, reply) => {
    const p = principalOf(request);
    const body = request.body;
    const missing = missingSecrets(body);
    if (missing.length) throw new AppError(400, 'VALIDATION_FAILED', `Registry ${body.name} lacks what it signs in with`, missing);
    const split = splitSecrets(body);
    const { secrets } = split;
    const settings = withExternalId(split.settings);
    const now = ctx.clock();
    const id = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('container_registries').values(databaseNumbered({ tenant_id: p.tenantId, kind: body.kind, name: body.name, settings: JSON.stringify(settings),
        credentials: null, status: 'pending' as const, status_reason: '', tested_at: null, created_at: now })).returning('id').executeTakeFirstOrThrow();
      await trx.updateTable('container_registries').set({ credentials: await sealRegistrySecrets(trx, p.tenantId, Number(row.id), secrets) }).where('id', '=', Number(row.id)).execute();
      await audit(trx, now, { ...auditActor(p), action: 'container_registry.create', target: `container_registry:${row.id}`, after: { kind: body.kind, name: body.name, ...settings, secretsSet: Object.keys(secrets) } });
      return Number(row.id);
    });
    return reply.code(201).send(await shown(p.tenantId, id));
  });

  // An edit sends every field; a secret left empty keeps the stored one.
  r.put(`${base}/:id`, { config: write, schema: { tags, params: idParams, body: registryRequest, response: { 200: registry, ...errorResponses } } }, async (request) => {
    const p = principalOf(request);
    const row = await owned(p.tenantId, request.params.id);
    const body = request.body;
    if (body.kind !== row.kind) throw new AppError(400, 'VALIDATION_FAILED', `Container registry ${row.id} is ${row.kind}: its kind cannot change`, [{ path: 'kind', message: 'The kind of a registry cannot change: remove it and add another' }]);
    const stored = await openSecret(ctx.db, row.credentials, `container_registry:${p.tenantId}:${row.id}`);
    const split = splitSecrets(body);
    const { secrets } = split;
    const settings = withExternalId(split.settings, (JSON.parse(row.settings) as Record<string, string>)['externalId']);
    const merged = { ...stored, ...secrets };
    const missing = missingSecrets({ ...body, ...merged } as typeof body);
    if (missing.length) throw new AppError(400, 'VALIDATION_FAILED', `Registry ${body.name} lacks what it signs in with`, missing);
    const now = ctx.clock();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('container_registries').set({ name: body.name, settings: JSON.stringify(settings), status: 'pending', status_reason: '',
        credentials: await sealRegistrySecrets(trx, p.tenantId, row.id, merged) }).where('tenant_id', '=', p.tenantId).where('id', '=', row.id).execute();
      await audit(trx, now, { ...auditActor(p), action: 'container_registry.update', target: `container_registry:${row.id}`,
        before: { name: row.name, ...JSON.parse(row.settings) }, after: { name: body.name, ...settings, secretsChanged: Object.keys(secrets) } });
    });
    return shown(p.tenantId, row.id);
  });

  r.post(`${base}/:id/test`, { config: write, schema: { tags, params: idParams, response: { 200: testResult, ...errorResponses } } }, async (request) => {
    const p = principalOf(request);
    const row = await owned(p.tenantId, request.params.id);
    const config = await registryConfig(ctx.db, row).catch((cause: unknown) => {
      throw new AppError(409, 'REGISTRY_SECRET_NOT_BOUND', `The stored secrets of container registry "${row.name}" do not open: secrets are sealed to the tenant and registry they were entered for. Enter them again`, undefined, { cause });
    });
    const outcome = await testRegistry(standIn(), loopback(), config);
    const now = ctx.clock();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('container_registries').set(outcome.ok ? { status: 'connected', status_reason: '', tested_at: now } : { status: 'error', status_reason: `${outcome.code}: ${outcome.message}`, tested_at: now })
        .where('id', '=', row.id).execute();
      if (outcome.ok) await recordImages(trx, row, config, outcome.repositories, now);
      await audit(trx, now, { ...auditActor(p), action: 'container_registry.test', target: `container_registry:${row.id}`,
        details: outcome.ok ? { ok: true, repositories: outcome.repositories.length } : { ok: false, code: outcome.code } });
    });
    return { ...outcome, registry: await shown(p.tenantId, row.id) };
  });

  r.delete(`${base}/:id`, { config: write, schema: { tags, params: idParams, response: { 200: z.object({ removedImages: z.number() }), ...errorResponses } } }, async (request) => {
    const p = principalOf(request);
    const row = await owned(p.tenantId, request.params.id);
    const now = ctx.clock();
    return ctx.db.transaction().execute(async (trx) => {
      const removedImages = await imageCount(trx, p.tenantId, row.id);
      await purgeRegistryImages(trx, p.tenantId, row.id);
      await trx.deleteFrom('container_registries').where('tenant_id', '=', p.tenantId).where('id', '=', row.id).execute();
      await audit(trx, now, { ...auditActor(p), action: 'container_registry.delete', target: `container_registry:${row.id}`, before: { kind: row.kind, name: row.name }, details: { removedImages } });
      return { removedImages };
    });
  });
}

