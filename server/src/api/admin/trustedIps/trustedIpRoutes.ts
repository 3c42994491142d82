import { addressInRanges, addTrustedIpRequest, type TrustedIpList, trustedIpSettingsRequest, type TrustedIpView } from '@palisade/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/openDatabase.js';
import { AppError, notFound } from '../../../http/AppError.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { newId } from '../../../shared/secrets.js';
import { principalOf } from '../../authenticate.js';
import { errorResponses } from '../../schemas.js';

const idParams = z.object({ id: z.string().min(1).max(80) });

async function listTrustedIps(db: Db, tenantId: string): Promise<TrustedIpView[]> {
  const rows = await db.selectFrom('trusted_ips').leftJoin('users', 'users.id', 'trusted_ips.created_by')
    .select(['trusted_ips.id', 'trusted_ips.cidr', 'trusted_ips.description', 'trusted_ips.created_by', 'trusted_ips.created_at',
      'users.email', 'users.name'])
    .where('trusted_ips.tenant_id', '=', tenantId).orderBy('trusted_ips.created_at').orderBy('trusted_ips.id').execute();
  return rows.map((r) => ({
    id: r.id, cidr: r.cidr, description: r.description, createdAt: r.created_at,
    createdBy: r.email ? { id: r.created_by, email: r.email, name: r.name ?? '' } : null,
  }));
}

async function isEnabled(db: Db, tenantId: string): Promise<boolean> {
  const row = await db.selectFrom('tenants').select('trusted_ips_enabled').where('id', '=', tenantId).executeTakeFirst();
  return row?.trusted_ips_enabled === 1;
}

/** Refusing a change that would shut out the admin making it (breakglass admins are never shut out). */
const lockoutError = (ip: string, what: string) =>
  new AppError(409, 'CONFLICT', `${what} would lock you out: your current address ${ip} is not in the trusted list. Add it (or a range that holds it) first.`);

/**
 * Trusted IPs (module TRUSTED_IP_MANAGEMENT, flag trusted_ip_list): the
 * tenant's addresses and ranges, and the switch that enforces them at sign-in
 * and on every API call (see trustedAddress).
 */
export async function trustedIpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration: trusted IPs'];
  const ok = { 200: z.looseObject({}), ...errorResponses };

  r.get('/admin/v1/trusted-ips', { schema: { tags, response: ok } }, async (request) => {
    const p = principalOf(request);
    const [enabled, items] = await Promise.all([isEnabled(ctx.db, p.tenantId), listTrustedIps(ctx.db, p.tenantId)]);
    const list: TrustedIpList = { enabled, items, yourAddress: request.ip, yourAddressTrusted: addressInRanges(request.ip, items.map((i) => i.cidr)) };
    return { ...list };
  });

  r.post('/admin/v1/trusted-ips', { schema: { tags, body: addTrustedIpRequest, response: { 201: z.looseObject({}), ...errorResponses, 409: errorResponses[400] } } },
    async (request, reply) => {
      const p = principalOf(request);
      const { cidr, description } = request.body;
      const existing = await ctx.db.selectFrom('trusted_ips').leftJoin('users', 'users.id', 'trusted_ips.created_by').select(['users.email'])
        .where('trusted_ips.tenant_id', '=', p.tenantId).where('trusted_ips.cidr', '=', cidr).executeTakeFirst();
      if (existing) {
        const message = `${cidr} is already in the trusted list (added by ${existing.email ?? 'a deleted user'})`;
        throw new AppError(409, 'CONFLICT', message, [{ path: 'cidr', message }]);
      }
      const id = newId('tip');
      const now = ctx.clock();
      await ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('trusted_ips').values({ id, tenant_id: p.tenantId, cidr, description, created_by: p.userId, created_at: now }).execute();
        await audit(trx, now, { ...auditActor(p), action: 'trusted_ip.add', target: `trusted_ip:${id}`, after: { cidr, description } });
      });
      const item = (await listTrustedIps(ctx.db, p.tenantId)).find((i) => i.id === id);
      return reply.code(201).send({ item });
    });

  r.delete('/admin/v1/trusted-ips/:id', { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses, 409: errorResponses[400] } } },
    async (request, reply) => {
      const p = principalOf(request);
      const items = await listTrustedIps(ctx.db, p.tenantId);
      const target = items.find((i) => i.id === request.params.id);
      if (!target) throw notFound(`Trusted IP ${request.params.id} not found`);
      const rest = items.filter((i) => i.id !== target.id).map((i) => i.cidr);
      if (!p.breakglass && (await isEnabled(ctx.db, p.tenantId)) && !addressInRanges(request.ip, rest)) {
        throw lockoutError(request.ip, `Deleting ${target.cidr} while the list is enabled`);
      }
      const now = ctx.clock();
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('trusted_ips').where('id', '=', target.id).where('tenant_id', '=', p.tenantId).execute();
        await audit(trx, now, {
          ...auditActor(p), action: 'trusted_ip.delete', target: `trusted_ip:${target.id}`, before: { cidr: target.cidr, description: target.description },
        });
      });
      return reply.code(204).send(null);
    });

  r.put('/admin/v1/trusted-ips/settings', { schema: { tags, body: trustedIpSettingsRequest, response: { ...ok, 409: errorResponses[400] } } },
    async (request) => {
      const p = principalOf(request);
      const { enabled } = request.body;
      const was = await isEnabled(ctx.db, p.tenantId);
      if (was === enabled) return { enabled };
      if (enabled && !p.breakglass) {
        const ranges = (await listTrustedIps(ctx.db, p.tenantId)).map((i) => i.cidr);
        if (!addressInRanges(request.ip, ranges)) throw lockoutError(request.ip, 'Enabling the trusted IP list');
      }
      const now = ctx.clock();
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('tenants').set({ trusted_ips_enabled: enabled ? 1 : 0 }).where('id', '=', p.tenantId).execute();
        await audit(trx, now, {
          ...auditActor(p), action: enabled ? 'trusted_ip.enable' : 'trusted_ip.disable', target: `tenant:${p.tenantId}`,
          before: { enabled: was }, after: { enabled },
        });
      });
      return { enabled };
    });
}
