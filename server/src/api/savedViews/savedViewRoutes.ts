import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/AppContext.js';
import { principalOf } from '../authenticate.js';
import { SIGNED_IN } from '../routeAccess.js';
import { errorBody, errorResponses } from '../schemas.js';
import { createSavedViewBody, savedView, savedViewList, savedViewParams, savedViewQuery, updateSavedViewBody } from './savedViewSchemas.js';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView, type ViewOwner } from './savedViewStore.js';

/** Where the routes live; a person's own preferences, so API keys (which act as a role, not a person) are refused. */
export const SAVED_VIEWS_PREFIX = '/api/v1/saved-views';

/**
 * The signed-in person's saved table views per area: list, create, rename or replace, mark default, delete.
 * Every call reads and writes the caller's own views in the caller's tenant only.
 */
export async function savedViewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['saved views'];
  const errors = { ...errorResponses, 409: errorBody };
  const ownerOf = (request: Parameters<typeof principalOf>[0]): ViewOwner => {
    const p = principalOf(request);
    return { tenantId: p.tenantId, userId: p.userId };
  };

  r.get('/v1/saved-views', { config: { access: SIGNED_IN }, schema: { tags, querystring: savedViewQuery, response: { 200: savedViewList, ...errors } } },
    async (request) => ({ views: await listSavedViews(ctx.db, ownerOf(request), request.query.area) }));

  r.post('/v1/saved-views', { config: { access: SIGNED_IN }, schema: { tags, body: createSavedViewBody, response: { 201: savedView, ...errors } } },
    async (request, reply) => reply.code(201).send(await createSavedView(ctx.db, ownerOf(request), request.body, ctx.clock())));

  r.patch('/v1/saved-views/:id', {
    config: { access: SIGNED_IN }, schema: { tags, params: savedViewParams, body: updateSavedViewBody, response: { 200: savedView, ...errors } },
  }, async (request) => updateSavedView(ctx.db, ownerOf(request), request.params.id, request.body, ctx.clock()));

  r.delete('/v1/saved-views/:id', { config: { access: SIGNED_IN }, schema: { tags, params: savedViewParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteSavedView(ctx.db, ownerOf(request), request.params.id);
      return reply.code(204).send(null);
    });
}
