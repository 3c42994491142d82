import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/AppError.js';
import type { AppContext } from '../../shared/AppContext.js';
import { principalOf } from '../authenticate.js';
import type { RouteAccess } from '../routeAccess.js';
import { errorResponses } from '../schemas.js';
import { accountsOf } from './accountsOf.js';
import { assetBreakdown, assetGrowth, assetRegionsAndFlow, riskiestIds } from './assetDashboard.js';
import { assetDetail } from './assetDetail.js';
import { decodeAssetCursor } from './assetCursor.js';
import { assetFacets } from './assetFacets.js';
import { assetTypes } from './assetTypes.js';
import { assetFilters, assetSearch } from './assetQuery.js';
import { assetCsvHeaderLine, assetCsvLine, toAsset } from './assetRow.js';
import { assetDashboardResponse, assetDetailResponse, assetFacetsResponse, assetPageResponse } from './assetSchemas.js';
import { type AssetRow, assetExportRows, assetPage, findAsset, tagsOf } from './assetStore.js';
import type { Db } from '../../db/openDatabase.js';

const RISKIEST = 10;

/** Rows as the API shows them: with their tags and their account's cloud id and business unit. */
async function present(db: Db, tenantId: string, rows: readonly AssetRow[]) {
  const [tags, accounts] = await Promise.all([tagsOf(db, tenantId, rows.map((r) => Number(r.id))), accountsOf(db, tenantId)]);
  return rows.map((row) => toAsset(row, tags.get(Number(row.id)) ?? [], accounts.get(Number(row.account_id))));
}

/** The cloud asset inventory: list, filter menus, detail, CSV export and the area's dashboard (module CLOUD_ASSETS; tenant from the token only). */
export async function assetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assets'];
  const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });
  const read: { access: RouteAccess } = { access: { anyOf: [{ module: 'CLOUD_ASSETS' }] } };

  r.get('/asset/api/v1/assets', { config: read, schema: { tags, querystring: assetSearch, response: ok(assetPageResponse) } }, async (request) => {
    const p = principalOf(request);
    const { page, pageSize, cursor, ...filters } = request.query;
    const [{ rows, ...paging }, types, units] = await Promise.all([
      assetPage(ctx.db, p.tenantId, filters, page, pageSize, cursor === undefined ? undefined : decodeAssetCursor(cursor, filters)),
      assetTypes(ctx.db, p.tenantId),
      ctx.db.selectFrom('business_units').select('name').where('tenant_id', '=', p.tenantId).orderBy('name').execute(),
    ]);
    return { items: await present(ctx.db, p.tenantId, rows), ...paging, pageSize, pageCount: Math.ceil(paging.total / pageSize),
      types, businessUnits: units.map((u) => u.name) };
  });

  r.get('/asset/api/v1/assets/facets', { config: read, schema: { tags, querystring: assetFilters, response: ok(assetFacetsResponse) } }, async (request) => {
    const p = principalOf(request);
    return assetFacets(ctx.db, p.tenantId, request.query);
  });

  r.get('/asset/api/v1/assets/export.csv', {
    config: read,
    schema: { tags, querystring: assetFilters, produces: ['text/csv'], response: { 200: z.string().describe('CSV with a header row, streamed'), ...errorResponses } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const filters = request.query;
    async function* lines() {
      yield assetCsvHeaderLine();
      for await (const rows of assetExportRows(ctx.db, p.tenantId, filters)) yield (await present(ctx.db, p.tenantId, rows)).map(assetCsvLine).join('');
    }
    const day = new Date(ctx.clock()).toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="cloud-assets-${day}.csv"`);
    reply.header('cache-control', 'no-store');
    return reply.send(Readable.from(lines()) as never);
  });

  r.get('/asset/api/v1/assets/dashboard', {
    config: read,
    schema: { tags, querystring: z.object({ interval: z.enum(['day', 'week']).default('week'), days: z.coerce.number().int().min(1).max(730).default(180) }).strict(),
      response: ok(assetDashboardResponse) },
  }, async (request) => {
    const p = principalOf(request);
    const { interval, days } = request.query;
    const [breakdown, geography, ids, points] = await Promise.all([assetBreakdown(ctx.db, p.tenantId), assetRegionsAndFlow(ctx.db, p.tenantId),
      riskiestIds(ctx.db, p.tenantId, RISKIEST), assetGrowth(ctx.db, p.tenantId, interval, days, ctx.clock())]);
    const rows = (await Promise.all(ids.map((id) => findAsset(ctx.db, p.tenantId, id)))).filter((row): row is NonNullable<typeof row> => row !== undefined);
    return { ...breakdown, ...geography, riskiest: await present(ctx.db, p.tenantId, rows), growth: { interval, points } };
  });

  r.get('/asset/api/v1/assets/:id', {
    config: read,
    schema: { tags, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }), response: ok(assetDetailResponse) },
  }, async (request) => {
    const p = principalOf(request);
    const row = await findAsset(ctx.db, p.tenantId, request.params.id);
    if (!row) throw notFound(`Asset ${request.params.id} does not exist`);
    const [asset] = await present(ctx.db, p.tenantId, [row]);
    return { asset: asset!, ...(await assetDetail(ctx.db, p.tenantId, asset!, row.metadata)) };
  });
}
