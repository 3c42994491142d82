import { ssoSettingsRequest } from '@palisade/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertWithinCaller, groupGrants } from '../../../access/grantCeiling.js';
import { AppError } from '../../../http/AppError.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { principalOf } from '../../authenticate.js';
import { errorResponses } from '../../schemas.js';
import { parseCertificate, requireValidCertificate } from './certificate.js';
import { auditImage, saveSso, ssoRow, ssoSettings } from './ssoStore.js';
import { testConnection } from './testConnection.js';

const base = '/admin/v1/sso';

/** The organisation's SAML connection: settings, JIT provisioning and a connection test (module SINGLE_SIGN_ON, flag single_sign_on_config). */
export async function ssoSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration'];
  const ok = { 200: z.looseObject({}), ...errorResponses };
  const fingerprint = (pem: string | undefined) => {
    try { return pem ? parseCertificate(pem, ctx.clock()).fingerprint : null; } catch { return null; }
  };

  r.get(base, { schema: { tags, response: ok } }, async (request) => {
    const p = principalOf(request);
    return ssoSettings(ctx.db, p.tenantId, ctx.clock());
  });

  r.put(base, { schema: { tags, body: ssoSettingsRequest, response: ok } }, async (request) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const certificate = requireValidCertificate(request.body.certificate, now);
    // Everyone provisioned through SSO gets the default group: choosing it (or turning provisioning on) is granting its role.
    const { jitEnabled, defaultGroupId } = request.body;
    const current = await ssoRow(ctx.db, p.tenantId);
    if (jitEnabled && defaultGroupId && (current?.jit_enabled !== 1 || current.default_group_id !== defaultGroupId)) {
      await assertWithinCaller(ctx, p, await groupGrants(ctx.db, p.tenantId, [defaultGroupId], await ctx.pluginModules()), 'The single sign-on default group', 'defaultGroupId');
    }
    await ctx.db.transaction().execute(async (trx) => {
      const before = await ssoRow(trx, p.tenantId);
      const after = await saveSso(trx, p.tenantId, request.body, p.userId, now);
      await audit(trx, now, { ...auditActor(p), action: 'sso.update', target: `sso:${p.tenantId}`,
        before: auditImage(before, fingerprint(before?.certificate)), after: auditImage(after, certificate.fingerprint) });
    });
    return ssoSettings(ctx.db, p.tenantId, now);
  });

  r.post(`${base}/test`, { schema: { tags, response: ok } }, async (request) => {
    const p = principalOf(request);
    const row = await ssoRow(ctx.db, p.tenantId);
    if (!row) throw new AppError(409, 'CONFLICT', `Single sign-on is not configured for tenant ${p.tenantName}; save the settings first`);
    const now = ctx.clock();
    const result = await testConnection(row, now, ctx.allowInternalTargets);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sso_settings').set({ last_test_at: now, last_test_status: result.status, last_test_message: result.message })
        .where('tenant_id', '=', p.tenantId).execute();
      await audit(trx, now, { ...auditActor(p), action: 'sso.test', target: `sso:${p.tenantId}`, after: { status: result.status, message: result.message } });
    });
    return result;
  });
}
