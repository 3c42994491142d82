import { passwordResetConfirm } from '@palisade/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/AppContext.js';
import { emailField, errorResponses, messageResponse } from '../schemas.js';
import { lookUpOrganization } from './orgLookup.js';
import { createOtp, MFA_TOKEN_HEADER, validateOtp } from './otpService.js';
import { requestPasswordReset, confirmPasswordReset } from './passwordReset.js';
import { padToUniformDuration } from './uniformDuration.js';

const orgLookupResponse = z.object({
  OrganizationId: z.string(), SSOEnabled: z.boolean(), MultiTenant: z.boolean(), OTP: z.boolean(),
  Connections: z.array(z.object({ Type: z.enum(['samlp', 'auth0']), ConnectionName: z.string(), SSOEnabled: z.boolean() })),
});

/**
 * The pre-login calls: no bearer token, rate limited per account and per address. The lookup, the code request and
 * the reset request answer an unknown address as they answer an account, in status, body and time.
 */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  // Pre-login calls: no bearer in the OpenAPI document either.
  const security: [] = [];

  /** Runs `answer` no faster than the uniform answer time, errors included. */
  const uniform = async <T>(answer: () => Promise<T>): Promise<T> => {
    const startedAt = ctx.clock();
    try {
      return await answer();
    } finally {
      await padToUniformDuration(ctx, startedAt);
    }
  };

  r.post('/auth/api/v1/orglookup', {
    schema: { tags, security, body: z.object({ Email: emailField }), response: { 200: orgLookupResponse, ...errorResponses } },
  }, async (request) => {
    // Counted per address it would slow down an office signing in: the answer is about organisations, not accounts.
    await ctx.limiter.attempt('orglookup', request.body.Email, request.ip, { countAddress: false });
    return uniform(() => lookUpOrganization(ctx, request.body.Email));
  });

  r.post('/auth/api/v1/createOTP', {
    schema: { tags, security, body: z.object({ Email: emailField }), response: { 200: messageResponse, ...errorResponses } },
  }, async (request) => {
    await ctx.limiter.attempt('otp', request.body.Email, request.ip);
    await uniform(() => createOtp(ctx, request.body.Email));
    return { message: 'OTP sent' };
  });

  r.post('/auth/api/v1/validateOTP', {
    schema: {
      tags, security,
      description: `On success the \`${MFA_TOKEN_HEADER}\` response header carries the proof of the verified code: the password-realm `
        + 'grant\'s `mfa_token` (single use, valid 5 minutes). It is a header so that the BFF can keep it from the page.',
      body: z.object({ Email: emailField, OTP: z.string().trim().regex(/^\d{6}$/, 'OTP must be 6 digits') }),
      response: { 200: z.object({ Tenants: z.array(z.object({ id: z.string(), name: z.string() })) }), ...errorResponses },
    },
  }, async (request, reply) => {
    const attempt = await ctx.limiter.attempt('otp', request.body.Email, request.ip);
    const verified = await validateOtp(ctx, request.body.Email, request.body.OTP);
    await attempt.succeeded();
    reply.header(MFA_TOKEN_HEADER, verified.mfaToken).header('cache-control', 'no-store');
    return { Tenants: verified.tenants };
  });

  r.post('/auth/api/v1/resetPassword', {
    schema: {
      tags, security,
      body: z.object({ Email: emailField, OrganizationId: z.string().min(1), SSOEnabled: z.boolean(), ConnectionName: z.string().min(1) }),
      response: { 200: messageResponse, ...errorResponses },
    },
  }, async (request) => {
    await ctx.limiter.attempt('reset', request.body.Email, request.ip);
    await uniform(() => requestPasswordReset(ctx, request.body));
    return { message: 'Password reset link sent' };
  });

  r.post('/auth/api/v1/resetPassword/confirm', {
    schema: { tags, security, body: passwordResetConfirm, response: { 200: messageResponse, ...errorResponses } },
  }, async (request) => {
    const attempt = await ctx.limiter.attempt('reset', undefined, request.ip);
    await confirmPasswordReset(ctx, request.body.token, request.body.password);
    await attempt.succeeded();
    return { message: 'Password changed' };
  });
}
