import { passwordResetConfirm } from '@palisade/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUserByEmail, orgWithConnections } from '../../access/directory.js';
import { AppError } from '../../http/AppError.js';
import type { AppContext } from '../../shared/AppContext.js';
import { emailField, errorResponses, messageResponse } from '../schemas.js';
import { createOtp, validateOtp, VERIFY_EMAIL_MESSAGE } from './otpService.js';
import { requestPasswordReset, confirmPasswordReset } from './passwordReset.js';

const orgLookupResponse = z.object({
  OrganizationId: z.string(), SSOEnabled: z.boolean(), MultiTenant: z.boolean(), OTP: z.boolean(),
  Connections: z.array(z.object({ Type: z.enum(['samlp', 'auth0']), ConnectionName: z.string(), SSOEnabled: z.boolean() })),
});

/** The four pre-login calls: no bearer token, rate limited per account and per address. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  // Pre-login calls: no bearer in the OpenAPI document either.
  const security: [] = [];

  r.post('/auth/api/v1/orglookup', {
    schema: { tags, security, body: z.object({ Email: emailField }), response: { 200: orgLookupResponse, ...errorResponses } },
  }, async (request) => {
    ctx.limiter.hit('orglookup', request.body.Email, request.ip);
    const user = await findUserByEmail(ctx.db, request.body.Email);
    if (!user) throw new AppError(404, 'NOT_FOUND', VERIFY_EMAIL_MESSAGE);
    const { org, connections, multiTenant } = await orgWithConnections(ctx.db, user.org_id);
    return {
      OrganizationId: org.id, SSOEnabled: org.sso_enabled === 1, MultiTenant: multiTenant, OTP: org.otp_enabled === 1,
      Connections: connections.map((c) => ({ Type: c.type, ConnectionName: c.name, SSOEnabled: c.sso_enabled === 1 })),
    };
  });

  r.post('/auth/api/v1/createOTP', {
    schema: { tags, security, body: z.object({ Email: emailField }), response: { 200: messageResponse, ...errorResponses } },
  }, async (request) => {
    ctx.limiter.hit('otp', request.body.Email, request.ip);
    await createOtp(ctx, request.body.Email);
    return { message: 'OTP sent' };
  });

  r.post('/auth/api/v1/validateOTP', {
    schema: {
      tags, security,
      body: z.object({ Email: emailField, OTP: z.string().trim().regex(/^\d{6}$/, 'OTP must be 6 digits') }),
      response: { 200: z.object({ Tenants: z.array(z.object({ id: z.string(), name: z.string() })) }), ...errorResponses },
    },
  }, async (request) => {
    ctx.limiter.hit('otp', request.body.Email, request.ip);
    return { Tenants: await validateOtp(ctx, request.body.Email, request.body.OTP) };
  });

  r.post('/auth/api/v1/resetPassword', {
    schema: {
      tags, security,
      body: z.object({ Email: emailField, OrganizationId: z.string().min(1), SSOEnabled: z.boolean(), ConnectionName: z.string().min(1) }),
      response: { 200: messageResponse, ...errorResponses },
    },
  }, async (request) => {
    ctx.limiter.hit('reset', request.body.Email, request.ip);
    await requestPasswordReset(ctx, request.body);
    return { message: 'Password reset link sent' };
  });

  r.post('/auth/api/v1/resetPassword/confirm', {
    schema: { tags, security, body: passwordResetConfirm, response: { 200: messageResponse, ...errorResponses } },
  }, async (request) => {
    ctx.limiter.hit('reset', undefined, request.ip);
    await confirmPasswordReset(ctx, request.body.token, request.body.password);
    return { message: 'Password changed' };
  });
}
