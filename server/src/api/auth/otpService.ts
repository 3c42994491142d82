import { findUserByEmail, tenantsOfUser } from '../../access/directory.js';
import { AppError } from '../../http/AppError.js';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, type AppContext } from '../../shared/AppContext.js';
import { audit } from '../../shared/audit.js';
import { keyedDigest } from '../../shared/secretBox.js';
import { newId, randomDigits, safeEqual } from '../../shared/secrets.js';
import { sendToOutbox } from './outbox.js';

export const VERIFY_EMAIL_MESSAGE = 'Please verify email and try again';

/** The validateOTP response header with the proof of the verified code (the password grant's `mfa_token`). */
export const MFA_TOKEN_HEADER = 'palisade-mfa-token';

// An HMAC under the server's secret key: a plain hash of one of 10^6 codes is reversed by trying them all.
const codeHash = (ctx: AppContext, email: string, code: string) => keyedDigest(ctx.db, 'otp', `${email}\u0000${code}`);

/**
 * Issues a fresh 6-digit code (older ones stop working) and puts it in the outbox. An address without an active
 * user gets a code row too, sent nowhere, so that creating and checking codes answer for it as for an account.
 */
export async function createOtp(ctx: AppContext, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const found = await findUserByEmail(ctx.db, address);
  const user = found && found.status !== 'disabled' ? found : undefined;
  const now = ctx.clock();
  const superseded = await ctx.db.updateTable('otp_codes').set({ consumed_at: now }).where('email', '=', address).where('consumed_at', 'is', null).executeTakeFirst();
  const code = randomDigits(6);
  await ctx.db.insertInto('otp_codes').values({
    id: newId('otp'), email: address, code_hash: await codeHash(ctx, address, code), expires_at: now + OTP_TTL_MS, attempts: 0, consumed_at: null, created_at: now,
  }).execute();
  if (!user) return;
  // A new code ends the previous ones: a change to the account's sign-in state. The code itself never goes in the log.
  await audit(ctx.db, now, { tenantId: null, actorUserId: user.id, actorEmail: user.email, action: 'auth.otp_created', target: `user:${user.email}`,
    details: { expiresAt: new Date(now + OTP_TTL_MS).toISOString(), supersededCodes: Number(superseded.numUpdatedRows) } });
  await sendToOutbox(ctx, user.email, 'otp', 'Your Palisade verification code', `Your verification code is ${code}. It expires in 10 minutes.`);
}

export interface VerifiedCode { tenants: { id: string; name: string }[]; mfaToken: string }

/** Checks a code; 5 wrong tries lock it. On success: the user's tenants, and the proof the password grant asks for. */
export async function validateOtp(ctx: AppContext, rawEmail: string, otp: string): Promise<VerifiedCode> {
  const email = rawEmail.trim().toLowerCase();
  const now = ctx.clock();
  const row = await ctx.db.selectFrom('otp_codes').selectAll().where('email', '=', email).where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  if (!row || row.expires_at <= now) {
    throw new AppError(400, 'OTP_EXPIRED', 'The verification code has expired or was not requested. Request a new code.');
  }
  if (row.attempts >= OTP_MAX_ATTEMPTS) {
    throw new AppError(400, 'OTP_LOCKED', 'Too many wrong verification codes. Request a new code.');
  }
  if (!safeEqual(row.code_hash, await codeHash(ctx, email, otp))) {
    // Counted in the row itself: wrong tries made at once (through several instances too) all count.
    const counted = await ctx.db.updateTable('otp_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id)
      .returning('attempts').executeTakeFirst();
    const attempts = counted?.attempts ?? OTP_MAX_ATTEMPTS;
    if (attempts >= OTP_MAX_ATTEMPTS) throw new AppError(400, 'OTP_LOCKED', 'Too many wrong verification codes. Request a new code.');
    throw new AppError(400, 'OTP_INVALID', `Invalid verification code, ${OTP_MAX_ATTEMPTS - attempts} attempts left`);
  }
  // One use: of two checks of one code at once, only the one that spends it goes on.
  const spent = await ctx.db.updateTable('otp_codes').set({ consumed_at: now }).where('id', '=', row.id).where('consumed_at', 'is', null)
    .where('attempts', '<', OTP_MAX_ATTEMPTS).executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) {
    throw new AppError(400, 'OTP_EXPIRED', 'The verification code has expired or was not requested. Request a new code.');
  }
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status === 'disabled') throw new AppError(404, 'NOT_FOUND', VERIFY_EMAIL_MESSAGE);
  const tenants = (await tenantsOfUser(ctx.db, user.id)).map((t) => ({ id: t.id, name: t.name }));
  return { tenants, mfaToken: await ctx.mfa.issue(user.id) };
}
