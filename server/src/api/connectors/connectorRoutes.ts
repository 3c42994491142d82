import {
  CONNECTOR_KINDS, CONNECTOR_LISTS, type ConnectorKind, forwardingOrderRequest, type ListedConnectorKind, resolveConflictRequest,
} from '@palisade/contracts/connectors';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/AppError.js';
import type { AppContext } from '../../shared/AppContext.js';
import { newId } from '../../shared/secrets.js';
import { areaAccess } from '../admin/adminAccess.js';
import { principalOf } from '../authenticate.js';
import { errorResponses } from '../schemas.js';
import { requestActivation } from './activationQueue.js';
import { areaAdministrators } from './areaAdministrators.js';
import { activationStatus, discardPending, resolveConflict } from './activationStatus.js';
import { saveEdit } from './connectorEdits.js';
import { KIND_RULES } from './connectorKindRules.js';
import { listCsv, listPage, type ListQuery, listQuery, naturalOrder } from './connectorList.js';
import { loadView, present, type ViewObject } from './connectorStore.js';
import { telemetryRoutes } from './telemetry/telemetryRoutes.js';

/** The area's module and flag; a change also needs MANAGE_ADMINISTRATION, as in every administration area. */
export const CONNECTORS_AREA = { module: 'CLOUD_CONNECTORS', flag: 'cloud_connectors' } as const;

const idParams = z.object({ id: z.string().min(1).max(80) });
const kindIdParams = z.object({ kind: z.enum(CONNECTOR_KINDS), id: z.string().min(1).max(80) });
const ID_PREFIX: Partial<Record<ConnectorKind, string>> = {
  'provisioning-templates': 'cpt', 'location-templates': 'clt', 'provider-accounts': 'cpa', gateways: 'cgw', 'forwarding-rules': 'cfr',
};

const order = (o: ViewObject) => (typeof o.data.order === 'number' ? o.data.order : Number.MAX_SAFE_INTEGER);
const isListed = (kind: ConnectorKind): kind is ListedConnectorKind => kind in CONNECTOR_LISTS;

/**
 * The connector area under /api/connectors/v1 (module CLOUD_CONNECTORS, flag cloud_connectors). Reads show the live
 * configuration with the caller's own pending edit over it; every change goes into that pending edit, and
 * POST /activation makes it live (see activation.ts).
 */
export async function connectorRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      route.config = { ...route.config, access: areaAccess(CONNECTORS_AREA, method) };
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['connectors'];
    const ok = { 200: z.looseObject({}), ...errorResponses };
    const changed = { ...ok, 201: z.looseObject({}), 409: errorResponses[400] };

    for (const kind of CONNECTOR_KINDS) {
      const rule = KIND_RULES[kind];
      const base = `/connectors/v1/${kind}`;
      if (isListed(kind)) {
        const querystring = listQuery(kind);
        r.get(base, { schema: { tags, querystring, response: ok } }, async (request) => {
          const p = principalOf(request);
          return { ...listPage(await loadView(ctx.db, p.tenantId, p.userId, kind), kind, request.query as ListQuery) };
        });
        r.get(`${base}/export.csv`, {
          schema: { tags, querystring, produces: ['text/csv'], response: { 200: z.string().describe('CSV with a header row, streamed'), ...errorResponses } },
        }, async (request, reply) => {
          const p = principalOf(request);
          const objects = await loadView(ctx.db, p.tenantId, p.userId, kind);
          reply.header('content-type', 'text/csv; charset=utf-8');
          reply.header('content-disposition', `attachment; filename="${kind}-${new Date(ctx.clock()).toISOString().slice(0, 10)}.csv"`);
          reply.header('cache-control', 'no-store');
          return reply.send(Readable.from(listCsv(objects, kind, request.query as ListQuery)) as never);
        });
      } else {
        r.get(base, { schema: { tags, response: ok } }, async (request) => {
          const p = principalOf(request);
          const items = (await loadView(ctx.db, p.tenantId, p.userId, kind)).sort(naturalOrder);
          return { items: items.map(present) };
        });
      }
      r.get(`${base}/:id`, { schema: { tags, params: idParams, response: ok } }, async (request) => {
        const p = principalOf(request);
        const item = (await loadView(ctx.db, p.tenantId, p.userId, kind)).find((o) => o.id === request.params.id);
        if (!item) throw notFound(`${kind} ${request.params.id} not found`);
        return { item: present(item) };
      });
      if (!rule.body) continue;
      if (rule.create) {
        r.post(base, { schema: { tags, body: rule.body, response: changed } }, async (request, reply) => {
          const p = principalOf(request);
          const body = { ...(request.body as Record<string, unknown>) };
          // A new forwarding rule goes last; a predefined rule is only ever seeded.
          if (kind === 'forwarding-rules') {
            const rules = await loadView(ctx.db, p.tenantId, p.userId, kind);
            Object.assign(body, { order: rules.reduce((max, o) => Math.max(max, order(o) === Number.MAX_SAFE_INTEGER ? 0 : order(o)), 0) + 1, predefined: false });
          }
          const item = await saveEdit(ctx.db, ctx.clock(), p, kind, newId(ID_PREFIX[kind] ?? 'cob'), { op: 'upsert', body, merge: false, create: true });
          return reply.code(201).send({ item: present(item!) });
        });
      }
      r.put(`${base}/:id`, { schema: { tags, params: idParams, body: rule.body, response: changed } }, async (request) => {
        const p = principalOf(request);
        const body = request.body as Record<string, unknown>;
        if (kind === 'forwarding-rules') {
          const current = (await loadView(ctx.db, p.tenantId, p.userId, kind)).find((o) => o.id === request.params.id);
          if (current?.data.predefined && body.name !== current.data.name) {
            throw new AppError(400, 'VALIDATION_FAILED', 'A predefined rule keeps its name', [{ path: 'name', message: 'A predefined rule keeps its name' }]);
          }
        }
        // Observed objects (connectors, groups) keep what their connector reports; the others are replaced whole.
        const merge = !rule.create || kind === 'forwarding-rules';
        const item = await saveEdit(ctx.db, ctx.clock(), p, kind, request.params.id, { op: 'upsert', body, merge });
        return { item: present(item!) };
      });
      if (rule.remove) {
        r.delete(`${base}/:id`, { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses, 409: errorResponses[400] } } },
          async (request, reply) => {
            const p = principalOf(request);
            if (kind === 'forwarding-rules') {
              const current = (await loadView(ctx.db, p.tenantId, p.userId, kind)).find((o) => o.id === request.params.id);
              if (current?.data.predefined) throw new AppError(409, 'CONFLICT', `The predefined rule "${String(current.data.name)}" cannot be deleted; turn it off instead`);
            }
            await saveEdit(ctx.db, ctx.clock(), p, kind, request.params.id, { op: 'delete' });
            return reply.code(204).send(null);
          });
      }
    }

    r.put('/connectors/v1/forwarding-rules-order', { schema: { tags, body: forwardingOrderRequest, response: changed } }, async (request) => {
      const p = principalOf(request);
      const rules = (await loadView(ctx.db, p.tenantId, p.userId, 'forwarding-rules')).sort(naturalOrder);
      const { ids } = request.body;
      const known = new Set(rules.map((o) => o.id));
      if (ids.length !== rules.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
        throw new AppError(400, 'VALIDATION_FAILED', 'The new order must name every forwarding rule once', [{ path: 'ids', message: 'The new order must name every forwarding rule once' }]);
      }
      // Only the rules whose place changes join the pending edit.
      for (const [index, id] of ids.entries()) {
        const rule = rules.find((o) => o.id === id)!;
        if (order(rule) !== index + 1) await saveEdit(ctx.db, ctx.clock(), p, 'forwarding-rules', id, { op: 'upsert', body: { order: index + 1 }, merge: true });
      }
      const items = (await loadView(ctx.db, p.tenantId, p.userId, 'forwarding-rules')).sort(naturalOrder);
      return { items: items.map(present) };
    });

    telemetryRoutes(scope, ctx);
    r.get('/connectors/v1/administrators', { schema: { tags, response: ok } }, async (request) => {
      const p = principalOf(request);
      return { items: await areaAdministrators(ctx.db, p.tenantId, CONNECTORS_AREA.module, await ctx.pluginModules()) };
    });
    r.get('/connectors/v1/activation', { schema: { tags, response: ok } }, async (request) =>
      ({ ...(await activationStatus(ctx.db, ctx.clock(), principalOf(request))) }));
    r.post('/connectors/v1/activation', { schema: { tags, response: { ...ok, 202: z.looseObject({}), 409: z.looseObject({}) } } }, async (request, reply) => {
      const outcome = await requestActivation(ctx.db, ctx.clock, principalOf(request));
      return reply.code(outcome.status === 'queued' ? 202 : outcome.status === 'done' ? 200 : 409).send(outcome);
    });
    r.delete('/connectors/v1/pending', { schema: { tags, response: ok } }, async (request) =>
      ({ discarded: await discardPending(ctx.db, ctx.clock(), principalOf(request)) }));
    r.post('/connectors/v1/conflicts/:kind/:id', { schema: { tags, params: kindIdParams, body: resolveConflictRequest, response: ok } }, async (request) => {
      const p = principalOf(request);
      await resolveConflict(ctx.db, ctx.clock(), p, request.params.kind, request.params.id, request.body.resolution);
      return { ...(await activationStatus(ctx.db, ctx.clock(), p)) };
    });
  });
}
