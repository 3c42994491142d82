import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../../http/AppError.js';
import { guardedFetch } from '../../../http/guardedFetch.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { openSecret, sealSecret } from '../../../shared/secretBox.js';
import { newId } from '../../../shared/secrets.js';
import { VCS_API_PREFIX } from '../../../vcsApi/vcsApiRoutes.js';
import { VCS_PROVIDERS } from '../../../vcsApi/demoVcs.js';
import { principalOf } from '../../authenticate.js';
import type { RouteAccess } from '../../routeAccess.js';
import { errorResponses } from '../../schemas.js';
import { repositorySummaries } from './repositorySummaries.js';
import { checkVcsBaseUrl } from './vcsBaseUrl.js';
import { probeVcs } from './vcsClient.js';

const MODULE = [{ module: 'VERSION_CONTROL_AND_CICD_SYSTEMS' }] as const;
export const vcsAccess = (action: RouteAccess['action']): RouteAccess => ({ anyOf: MODULE, action, lookOnly: true, subscription: 'IAC' });
const counts = z.object({ Critical: z.number().int(), High: z.number().int(), Medium: z.number().int(), Low: z.number().int() });
const repository = z.object({
  id: z.string(), fullName: z.string(), defaultBranch: z.string(), private: z.boolean(), lastScanAt: z.iso.datetime().nullable(), open: counts,
  pullRequests: z.array(z.object({ number: z.number().int(), branch: z.string(), commit: z.string(), scannedAt: z.iso.datetime(), findings: counts, outcome: z.enum(['pass', 'fail']) })),
});
const connection = z.object({ id: z.string(), provider: z.enum(VCS_PROVIDERS), name: z.string(),
  baseUrl: z.string().nullable().describe("The self-hosted service's API address; null: the service's own"), login: z.string(), createdAt: z.iso.datetime(), repositories: z.array(repository) })
  .meta({ id: 'VcsConnection' });
const token = z.string().trim().min(1, 'Paste the access token').max(400);
const picked = z.array(z.string().trim().min(1).max(300)).max(500);
const baseUrl = z.string().trim().max(300).optional()
  .describe('API address of a self-hosted service (GitHub Enterprise, self-managed GitLab, Bitbucket Server, Azure DevOps Server): https, not internal; empty: the service itself');

/**
 * Version control systems (module VERSION_CONTROL_AND_CICD_SYSTEMS): connect with a token (tested against the service,
 * sealed at rest, never returned), pick repositories, and see each one's last scan, open findings and pull requests.
 */
export async function vcsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['iac'];
  const base = '/iac/api/v1/vcs';
  // The stand-in VCS this server serves, over loopback (never the request's Host header: tokens must not follow it).
  const vcsBase = (provider: string) => {
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new AppError(503, 'UPSTREAM_UNAVAILABLE', 'The version control API address is not known yet');
    return `http://127.0.0.1:${address.port}${VCS_API_PREFIX}/${provider}`;
  };
  /** The address to call: the named one once checked (https, not internal), else the stand-in. */
  const addressOf = async (provider: (typeof VCS_PROVIDERS)[number], raw: string | undefined) => {
    const checked = await checkVcsBaseUrl(raw, ctx.allowInternalTargets);
    if (checked.kind === 'refused') throw new AppError(400, 'VALIDATION_FAILED', checked.reason, [{ path: 'baseUrl', message: checked.reason }]);
    return checked.kind === 'named' ? { call: checked.url, stored: checked.url } : { call: vcsBase(provider), stored: '' };
  };
  const probe = async (provider: (typeof VCS_PROVIDERS)[number], secret: string, raw: string | undefined) => {
    const address = await addressOf(provider, raw);
    // A named address: each connection's address checked as it is made; the stand-in is the server's own choice.
    const result = await probeVcs(provider, address.call, secret, { fetch: address.stored ? guardedFetch(ctx.allowInternalTargets) : fetch });
    if (result.kind === 'refused') throw new AppError(400, 'VCS_REFUSED', result.reason, [{ path: 'token', message: result.reason }]);
    return { ...result, baseUrl: address.stored };
  };
  const choose = (listed: { fullName: string }[], wanted: string[]) => {
    const unknown = wanted.filter((w) => !listed.some((l) => l.fullName === w));
    if (unknown.length) throw new AppError(400, 'VALIDATION_FAILED', `The token cannot read ${unknown.join(', ')}`, unknown.map((u) => ({ path: 'repositories', message: `${u} is not among the token's repositories` })));
  };
  const list = async (tenantId: string) => {
    const rows = await ctx.db.selectFrom('vcs_connections').select(['id', 'provider', 'name', 'base_url', 'login', 'created_at']).where('tenant_id', '=', tenantId).orderBy('name').execute();
    const repos = await ctx.db.selectFrom('vcs_repositories').selectAll().where('tenant_id', '=', tenantId).orderBy('full_name').execute();
    const summaries = await repositorySummaries(ctx.db, tenantId, repos.map((x) => x.full_name));
    return rows.map((c) => ({ id: c.id, provider: c.provider, name: c.name, baseUrl: c.base_url || null, login: c.login, createdAt: new Date(Number(c.created_at)).toISOString(),
      repositories: repos.filter((x) => x.connection_id === c.id).map((x) => ({ id: x.id, fullName: x.full_name, defaultBranch: x.default_branch, private: x.private === 1, ...summaries.get(x.full_name)! })) }));
  };
  const replaceRepositories = async (tenantId: string, connectionId: string, listed: { fullName: string; defaultBranch: string; private: boolean }[], wanted: string[], now: number) => {
    await ctx.db.deleteFrom('vcs_repositories').where('tenant_id', '=', tenantId).where('connection_id', '=', connectionId).execute();
    const taken = new Set((await ctx.db.selectFrom('vcs_repositories').select('full_name').where('tenant_id', '=', tenantId).execute()).map((x) => x.full_name));
    const clash = wanted.filter((w) => taken.has(w));
    if (clash.length) throw new AppError(409, 'CONFLICT', `${clash.join(', ')} ${clash.length === 1 ? 'is' : 'are'} already picked on another connection`);
    const rows = [...new Set(wanted)].map((w) => listed.find((l) => l.fullName === w)!).map((l) => ({ id: newId('rep'), tenant_id: tenantId, connection_id: connectionId,
      full_name: l.fullName, default_branch: l.defaultBranch, private: l.private ? 1 : 0, created_at: now }));
    if (rows.length) await ctx.db.insertInto('vcs_repositories').values(rows).execute();
  };

  r.get(base, { config: { access: vcsAccess('VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS') }, schema: { tags, response: { 200: z.object({ items: z.array(connection) }), ...errorResponses } } },
    async (request) => ({ items: await list(principalOf(request).tenantId) }));

  r.post(`${base}/test`, {
    config: { access: vcsAccess('ADD_VERSION_CONTROL_SYSTEMS') },
    schema: { tags, body: z.object({ provider: z.enum(VCS_PROVIDERS), baseUrl, token }).strict(),
      response: { 200: z.object({ login: z.string(), repositories: z.array(z.object({ fullName: z.string(), defaultBranch: z.string(), private: z.boolean() })) }), ...errorResponses } },
  }, async (request) => {
    const { login, repositories } = await probe(request.body.provider, request.body.token, request.body.baseUrl);
    return { login, repositories };
  });

  r.post(base, {
    config: { access: vcsAccess('ADD_VERSION_CONTROL_SYSTEMS') },
    schema: { tags, body: z.object({ provider: z.enum(VCS_PROVIDERS), name: z.string().trim().min(1).max(100), baseUrl, token, repositories: picked }).strict(),
      response: { 201: connection, ...errorResponses } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const b = request.body;
    const found = await probe(b.provider, b.token, b.baseUrl);
    choose(found.repositories, b.repositories);
    const id = newId('vcs');
    await ctx.db.insertInto('vcs_connections').values({ id, tenant_id: p.tenantId, provider: b.provider, name: b.name, base_url: found.baseUrl, login: found.login,
      token: await sealSecret(ctx.db, { token: b.token }, `${p.tenantId}:${id}`), created_by: p.email || p.apiKey?.id || '', created_at: now, updated_at: now }).execute();
    await replaceRepositories(p.tenantId, id, found.repositories, b.repositories, now);
    await audit(ctx.db, now, { ...auditActor(p), action: 'vcs.create', target: `vcs:${id}`, details: { provider: b.provider, name: b.name, baseUrl: found.baseUrl || null, repositories: b.repositories } });
    return reply.status(201).send((await list(p.tenantId)).find((c) => c.id === id)!);
  });

  r.patch(`${base}/:id`, {
    config: { access: vcsAccess('EDIT_VERSION_CONTROL_SYSTEMS') },
    schema: { tags, params: z.object({ id: z.string().max(64) }), body: z.object({ name: z.string().trim().min(1).max(100).optional(), baseUrl, token: token.optional(), repositories: picked.optional() }).strict(),
      response: { 200: connection, ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const row = await ctx.db.selectFrom('vcs_connections').selectAll().where('tenant_id', '=', p.tenantId).where('id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound(`Version control connection ${request.params.id} was not found`);
    const b = request.body;
    const secret = b.token ?? (await openSecret(ctx.db, row.token, `${p.tenantId}:${row.id}`))['token'] ?? '';
    // A new address is tested like a new token: the connection keeps working or the change is refused.
    const found = b.token || b.repositories || b.baseUrl !== undefined ? await probe(row.provider, secret, b.baseUrl ?? row.base_url) : undefined;
    if (found && b.repositories) choose(found.repositories, b.repositories);
    await ctx.db.updateTable('vcs_connections').set({ name: b.name ?? row.name, updated_at: now, ...(found ? { login: found.login, base_url: found.baseUrl } : {}),
      ...(b.token ? { token: await sealSecret(ctx.db, { token: b.token }, `${p.tenantId}:${row.id}`) } : {}) }).where('id', '=', row.id).execute();
    if (found && b.repositories) await replaceRepositories(p.tenantId, row.id, found.repositories, b.repositories, now);
    await audit(ctx.db, now, { ...auditActor(p), action: 'vcs.update', target: `vcs:${row.id}`, details: { name: b.name, baseUrl: b.baseUrl, tokenChanged: Boolean(b.token), repositories: b.repositories } });
    return (await list(p.tenantId)).find((c) => c.id === row.id)!;
  });

  r.delete(`${base}/:id`, {
    config: { access: vcsAccess('DELETE_VERSION_CONTROL_SYSTEMS') },
    schema: { tags, params: z.object({ id: z.string().max(64) }), response: { 204: z.null(), ...errorResponses } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const gone = await ctx.db.deleteFrom('vcs_connections').where('tenant_id', '=', p.tenantId).where('id', '=', request.params.id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound(`Version control connection ${request.params.id} was not found`);
    await ctx.db.deleteFrom('vcs_repositories').where('tenant_id', '=', p.tenantId).where('connection_id', '=', request.params.id).execute();
    await audit(ctx.db, ctx.clock(), { ...auditActor(p), action: 'vcs.delete', target: `vcs:${request.params.id}`, details: {} });
    return reply.status(204).send(null);
  });
}
