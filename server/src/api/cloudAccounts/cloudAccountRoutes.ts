import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLOUD_API_PREFIX } from '../../cloudApi/cloudApiRoutes.js';
import { READ_ONLY_ROLE } from '../../cloudApi/demoCloud.js';
import { AppError, notFound } from '../../http/AppError.js';
import { audit, auditActor } from '../../shared/audit.js';
import type { AppContext } from '../../shared/AppContext.js';
import { sealSecret } from '../../shared/secretBox.js';
import { principalOf } from '../authenticate.js';
import type { RouteAccess } from '../routeAccess.js';
import { errorResponses } from '../schemas.js';
import { boundTo, openAccountSecret } from './accountSecret.js';
import { SCHEDULE_MS } from './accountScan.js';
import { cloudAccountGroupRoutes } from './cloudAccountGroupRoutes.js';
import { cloudFormationTemplate } from './cloudFormationTemplate.js';
import { accountFilters, cloudAccount, connectionResult, createAccountBody, disconnectImpact, scanJob, updateAccountBody } from './cloudAccountSchemas.js';
import { accountData, databaseNumbered, findAccount, listAccounts, listGroups, present, purgeAccountData, toJob } from './cloudAccountStore.js';
import { discoverMembers, testConnection } from './connectionTest.js';
import { scheduleAccountScans } from './scheduleAccountScans.js';
import { startScan } from './startScan.js';
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Cloud accounts: list, onboard, test, scan, disconnect (module CLOUD_ACCOUNTS; tenant from the token only). */
export async function cloudAccountRoutes(app: FastifyInstance, ctx: AppContext, cloudApiUrl?: string): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cloud-accounts'];
  const base = '/cloud-account/api/v1';
  const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });
  const read: { access: RouteAccess } = { access: { anyOf: [{ module: 'CLOUD_ACCOUNTS' }] } };
  const write: { access: RouteAccess } = { access: { anyOf: [{ module: 'CLOUD_ACCOUNTS' }], action: 'MANAGE_ADMINISTRATION', lookOnly: true } };
  // The console calls the cloud over HTTP; without a configured URL, the stand-in this server serves, over loopback
  // (never the request's Host header: credentials must not follow a header the caller chose).
  const cloudBase = (_request?: FastifyRequest) => {
    if (cloudApiUrl) return cloudApiUrl;
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new AppError(503, 'UPSTREAM_UNAVAILABLE', 'The stand-in cloud API address is not known yet');
    return `http://127.0.0.1:${address.port}${CLOUD_API_PREFIX}`;
  };

  const shown = async (tenantId: string, id: number) => {
    const items = await listAccounts(ctx.db, tenantId, { sort: 'name', dir: 'asc' });
    const item = items.find((a) => a.id === id);
    if (!item) throw notFound(`Cloud account ${id} was not found`);
    return item;
  };
  const owned = async (tenantId: string, id: number) => {
    const row = await findAccount(ctx.db, tenantId, id);
    if (!row) throw notFound(`Cloud account ${id} was not found`);
    return row;
  };

  r.get(`${base}/accounts`, { config: read, schema: { tags, querystring: accountFilters, response: ok(z.object({ items: z.array(cloudAccount), groups: z.array(z.string()) })) } }, async (request) => {
    const p = principalOf(request);
    const [items, groups] = await Promise.all([listAccounts(ctx.db, p.tenantId, request.query), listGroups(ctx.db, p.tenantId)]);
    return { items, groups };
  });
  await cloudAccountGroupRoutes(app, ctx, { read, write });

  r.post(`${base}/accounts`, { config: write, schema: { tags, body: createAccountBody, response: { 201: cloudAccount, ...errorResponses } } }, async (request, reply) => {
    const p = principalOf(request);
    const body = request.body;
    const externalId = body.cloud === 'aws' ? body.accountId : body.subscriptionId;
    const taken = await ctx.db.selectFrom('cloud_accounts').select('id').where('tenant_id', '=', p.tenantId).where('provider', '=', body.cloud).where('external_id', '=', externalId).executeTakeFirst();
    if (taken) throw new AppError(409, 'CONFLICT' as never, `Cloud account ${externalId} is already connected`);
    const secrets: Record<string, string> = body.auth === 'keys' ? { accessKeyId: body.accessKeyId, secretAccessKey: body.secretAccessKey }
      : body.auth === 'azure' ? { tenantId: body.tenantId, applicationId: body.applicationId, applicationKey: body.applicationKey, clientId: body.clientId, clientSecret: body.clientSecret, apiKey: body.apiKey, baseUrl: body.baseUrl }
      : {};
    const now = ctx.clock();
    const row = await ctx.db.transaction().execute(async (trx) => {
      if (body.group) await trx.insertInto('cloud_account_groups').values({ tenant_id: p.tenantId, name: body.group, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
      const inserted = await trx.insertInto('cloud_accounts').values(databaseNumbered({
        tenant_id: p.tenantId, provider: body.cloud, name: body.name, external_id: externalId, created_at: now, status: 'pending', status_reason: '',
        group_name: body.group, auth_kind: body.auth, scan_schedule: body.schedule, zs_tag: body.cloud === 'aws' ? body.zsTag : '', last_scan_at: null, next_scan_at: now + SCHEDULE_MS[body.schedule],
        role_arn: body.auth === 'role' ? `arn:aws:iam::${body.accountId}:role/${READ_ONLY_ROLE}` : '',
        role_external_id: body.auth === 'role' ? `palisade-${randomBytes(16).toString('hex')}` : '',
        credentials: Object.keys(secrets).length ? await sealSecret(trx, secrets, boundTo(p.tenantId, body.cloud, externalId)) : null,
      })).returningAll().executeTakeFirstOrThrow();
      await audit(trx, now, { ...auditActor(p), action: 'cloud_account.create', target: `cloud_account:${inserted.id}`,
        after: { cloud: body.cloud, name: body.name, externalId, group: body.group, auth: body.auth, schedule: body.schedule, ...(body.cloud === 'aws' ? { zsTag: body.zsTag } : {}) } });
      return inserted;
    });
    return reply.code(201).send(present(row, 0, 0));
  });

  r.patch(`${base}/accounts/:id`, { config: write, schema: { tags, params: idParams, body: updateAccountBody, response: ok(cloudAccount) } }, async (request) => {
    const p = principalOf(request);
    const before = await owned(p.tenantId, request.params.id);
    const { name, group, schedule, zsTag } = request.body;
    if (zsTag !== undefined && before.provider !== 'aws') throw new AppError(400, 'VALIDATION_FAILED', `Cloud account ${before.id} is not an AWS account: only AWS accounts have a ZS tag`, [{ path: 'zsTag', message: 'Only AWS accounts have a ZS tag' }]);
    const now = ctx.clock();
    await ctx.db.transaction().execute(async (trx) => {
      if (group) await trx.insertInto('cloud_account_groups').values({ tenant_id: p.tenantId, name: group, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
      await trx.updateTable('cloud_accounts').set({
        ...(name !== undefined ? { name } : {}), ...(group !== undefined ? { group_name: group } : {}), ...(zsTag !== undefined ? { zs_tag: zsTag } : {}),
        // A new schedule counts from the last scan (or from now, before the first).
        ...(schedule !== undefined ? { scan_schedule: schedule, next_scan_at: Number(before.last_scan_at ?? now) + SCHEDULE_MS[schedule] } : {}),
      }).where('id', '=', before.id).where('tenant_id', '=', p.tenantId).execute();
      await audit(trx, now, { ...auditActor(p), action: 'cloud_account.update', target: `cloud_account:${before.id}`,
        before: { name: before.name, group: before.group_name, schedule: before.scan_schedule, ...(zsTag !== undefined ? { zsTag: before.zs_tag } : {}) }, after: request.body });
    });
    return shown(p.tenantId, before.id);
  });

  r.get(`${base}/accounts/:id/cloudformation`, { config: read, schema: { tags, params: idParams } }, async (request, reply) => {
    const p = principalOf(request);
    const row = await owned(p.tenantId, request.params.id);
    if (row.auth_kind !== 'role') throw notFound(`Cloud account ${row.id} does not connect through an IAM role`);
    return reply.type('application/x-yaml').header('content-disposition', `attachment; filename="palisade-read-only-${row.external_id}.yaml"`)
      .send(cloudFormationTemplate(row.role_external_id));
  });

  r.post(`${base}/accounts/:id/test`, { config: write, schema: { tags, params: idParams, response: ok(connectionResult) } }, async (request) => {
    const p = principalOf(request);
    const row = await owned(p.tenantId, request.params.id);
    const outcome = await testConnection(cloudBase(request), row, await openAccountSecret(ctx.db, row));
    const now = ctx.clock();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('cloud_accounts').set(outcome.ok ? { status: 'connected', status_reason: '' } : { status: 'error', status_reason: `${outcome.code}: ${outcome.message}` })
        .where('id', '=', row.id).execute();
      await audit(trx, now, { ...auditActor(p), action: 'cloud_account.test', target: `cloud_account:${row.id}`, details: outcome.ok ? { ok: true } : { ok: false, code: outcome.code } });
    });
    return { ...outcome, account: await shown(p.tenantId, row.id) };
  });

  const member = z.object({ id: z.string(), name: z.string(), email: z.string(), status: z.string(), onboarded: z.boolean() });
  r.post(`${base}/accounts/:id/discover`, { config: write, schema: { tags, params: idParams, response: ok(z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), accounts: z.array(member) }), z.object({ ok: z.literal(false), field: z.string(), code: z.string(), message: z.string() }),
  ])) } }, async (request) => {
    const p = principalOf(request);
    const row = await owned(p.tenantId, request.params.id);
    if (row.provider !== 'aws') throw notFound(`Cloud account ${row.id} is not an AWS account`);
    const found = await discoverMembers(cloudBase(request), row, await openAccountSecret(ctx.db, row));
    if (!found.ok) return found;
    const known = new Set((await ctx.db.selectFrom('cloud_accounts').select('external_id').where('tenant_id', '=', p.tenantId).where('provider', '=', 'aws').execute()).map((a) => a.external_id));
    return { ok: true as const, accounts: found.accounts.map((a) => ({ ...a, onboarded: known.has(a.id) })) };
  });

  // Chosen member accounts connect through the read-only role, each with its own external id.
  r.post(`${base}/accounts/:id/members`, { config: write, schema: { tags, params: idParams, body: z.object({ accountIds: z.array(z.string().regex(/^\d{12}$/, 'Account ID must be the 12 digits of the AWS account')).min(1, 'Choose at least one account') }),
    response: { 201: z.object({ items: z.array(cloudAccount) }), ...errorResponses } } }, async (request, reply) => {
    const p = principalOf(request);
    const parent = await owned(p.tenantId, request.params.id);
    const found = await discoverMembers(cloudBase(request), parent, await openAccountSecret(ctx.db, parent));
    if (!found.ok) throw new AppError(409, 'CONFLICT', `The organization of account ${parent.external_id} cannot be listed: ${found.code}`);
    const members = new Map(found.accounts.map((a) => [a.id, a]));
    const unknown = request.body.accountIds.filter((id) => !members.has(id));
    if (unknown.length) throw new AppError(400, 'VALIDATION_FAILED', `Not in the organization: ${unknown.join(', ')}`);
    const known = new Set((await ctx.db.selectFrom('cloud_accounts').select('external_id').where('tenant_id', '=', p.tenantId).where('provider', '=', 'aws').execute()).map((a) => a.external_id));
    const now = ctx.clock();
    const created = await ctx.db.transaction().execute(async (trx) => {
      const rows = [];
      for (const accountId of request.body.accountIds.filter((id) => !known.has(id))) {
        const inserted = await trx.insertInto('cloud_accounts').values(databaseNumbered({
          tenant_id: p.tenantId, provider: 'aws' as const, name: members.get(accountId)!.name, external_id: accountId, created_at: now, status: 'pending' as const, status_reason: '',
          group_name: parent.group_name, auth_kind: 'role' as const, scan_schedule: parent.scan_schedule, last_scan_at: null, next_scan_at: now + SCHEDULE_MS[parent.scan_schedule],
          role_arn: `arn:aws:iam::${accountId}:role/${READ_ONLY_ROLE}`, role_external_id: `palisade-${randomBytes(16).toString('hex')}`, credentials: null, zs_tag: '',
        })).returningAll().executeTakeFirstOrThrow();
        await audit(trx, now, { ...auditActor(p), action: 'cloud_account.create', target: `cloud_account:${inserted.id}`,
          after: { cloud: 'aws', name: inserted.name, externalId: accountId, auth: 'role', organization: parent.external_id } });
        rows.push(present(inserted, 0, 0));
      }
      return rows;
    });
    return reply.code(201).send({ items: created });
  });

  r.post(`${base}/accounts/:id/scans`, { config: write, schema: { tags, params: idParams, response: { 202: scanJob, ...errorResponses } } }, async (request, reply) => {
    const p = principalOf(request);
    const row = await owned(p.tenantId, request.params.id);
    const job = await startScan(ctx.db, ctx.clock, row, cloudBase(request), auditActor(p));
    return reply.code(202).send(toJob(job));
  });

  r.get(`${base}/accounts/:id/scans/:scanId`, { config: read, schema: { tags, params: idParams.extend({ scanId: z.coerce.number().int().positive() }), response: ok(scanJob) } }, async (request) => {
    const p = principalOf(request);
    const job = await ctx.db.selectFrom('cloud_scans').selectAll().where('tenant_id', '=', p.tenantId).where('account_id', '=', request.params.id).where('id', '=', request.params.scanId).executeTakeFirst();
    if (!job) throw notFound(`Scan ${request.params.scanId} was not found`);
    return toJob(job);
  });

  r.get(`${base}/accounts/:id/disconnect`, { config: read, schema: { tags, params: idParams, response: ok(disconnectImpact) } }, async (request) => {
    const p = principalOf(request);
    const row = await owned(p.tenantId, request.params.id);
    return accountData(ctx.db, p.tenantId, row.id);
  });

  r.delete(`${base}/accounts/:id`, { config: write, schema: { tags, params: idParams, querystring: z.object({ purge: z.enum(['true', 'false']) }), response: ok(disconnectImpact) } }, async (request) => {
    const p = principalOf(request);
    const row = await owned(p.tenantId, request.params.id);
    const purge = request.query.purge === 'true';
    const now = ctx.clock();
    return ctx.db.transaction().execute(async (trx) => {
      const counts = await accountData(trx, p.tenantId, row.id);
      if (purge) await purgeAccountData(trx, p.tenantId, row.id);
      await trx.deleteFrom('cloud_scans').where('tenant_id', '=', p.tenantId).where('account_id', '=', row.id).execute();
      await trx.deleteFrom('cloud_accounts').where('tenant_id', '=', p.tenantId).where('id', '=', row.id).execute();
      await audit(trx, now, { ...auditActor(p), action: purge ? 'cloud_account.disconnect_purge' : 'cloud_account.disconnect_keep', target: `cloud_account:${row.id}`,
        before: { cloud: row.provider, name: row.name, externalId: row.external_id }, details: purge ? counts : {} });
      return purge ? counts : { assets: 0, alerts: 0, identities: 0, vulnerabilities: 0 };
    });
  });
  // Every instance ticks; each due account is claimed by one (scheduleAccountScans).
  const stopScans = scheduleAccountScans(ctx.db, ctx.clock, () => cloudBase(), (error) => ctx.log.warn({ err: error }, 'scheduled cloud account scan failed'));
  app.addHook('onClose', async () => stopScans());
}
