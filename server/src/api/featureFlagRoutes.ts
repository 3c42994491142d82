import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../shared/AppContext.js';
import { principalOf } from './authenticate.js';
import { SIGNED_IN } from './routeAccess.js';
import { errorResponses } from './schemas.js';

const flagRequest = z.object({
  flags: z.array(z.object({
    flag_key: z.string().min(1).max(100),
    default_val: z.boolean(),
    filterProps: z.object({
      component: z.string().optional(), feature: z.string().optional(), tenant_name: z.string().optional(), cloud_type: z.string().optional(),
    }).optional(),
  })).max(200),
});

const flagResponse = z.array(z.object({ flag_key: z.string(), result: z.boolean(), filter_props: z.object({ feature: z.string().nullable() }) }));

/**
 * Evaluates flags for the caller's tenant (tenant_name in the request is informational: the token decides).
 * Precedence: tenant+feature+cloud type, tenant+feature, tenant, catalogue default, caller's default.
 */
export async function featureFlagRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post('/featureflag/api/v2/isenabled', {
    config: { access: SIGNED_IN },
    schema: { tags: ['featureflag'], body: flagRequest, response: { 200: flagResponse, ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const keys = [...new Set(request.body.flags.map((f) => f.flag_key))];
    if (keys.length === 0) return [];
    const [defaults, overrides] = await Promise.all([
      ctx.db.selectFrom('feature_flags').select(['key', 'default_enabled']).where('key', 'in', keys).execute(),
      ctx.db.selectFrom('feature_flag_overrides').selectAll().where('tenant_id', '=', p.tenantId).where('flag_key', 'in', keys).execute(),
    ]);
    const defaultOf = new Map(defaults.map((d) => [d.key, d.default_enabled === 1]));
    return request.body.flags.map((flag) => {
      const feature = flag.filterProps?.feature ?? null;
      const cloud = flag.filterProps?.cloud_type ?? null;
      const candidates = overrides.filter((o) => o.flag_key === flag.flag_key);
      const match = candidates.find((o) => o.feature === feature && o.cloud_type === cloud && cloud !== null)
        ?? candidates.find((o) => o.feature === feature && o.cloud_type === null && feature !== null)
        ?? candidates.find((o) => o.feature === null && o.cloud_type === null);
      const result = match ? match.enabled === 1 : (defaultOf.get(flag.flag_key) ?? flag.default_val);
      return { flag_key: flag.flag_key, result, filter_props: { feature } };
    });
  });
}
