import { findUserByEmail, tenantsOfUser } from '../../access/directory.js';
import { AppError } from '../../http/AppError.js';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, type AppContext } from '../../shared/AppContext.js';
import { audit } from '../../shared/audit.js';
import { newId, randomDigits, safeEqual, sha256 } from '../../shared/secrets.js';
import { sendToOutbox } from './outbox.js';

export const VERIFY_EMAIL_MESSAGE = 'Please verify email and try again';

const codeHash = (email: string, code: string) => sha256(`${email}\u0000${code}`);

/** Issues a fresh 6-digit code (older ones stop working) and puts it in the outbox. */
export async function createOtp(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status === 'disabled') throw new AppError(404, 'NOT_FOUND', VERIFY_EMAIL_MESSAGE);
  const now = ctx.clock();
  const superseded = await ctx.db.updateTable('otp_codes').set({ consumed_at: now }).where('email', '=', user.email).where('consumed_at', 'is', null).executeTakeFirst();
  const code = randomDigits(6);
  await ctx.db.insertInto('otp_codes').values({
    id: newId('otp'), email: user.email, code_hash: codeHash(user.email, code), expires_at: now + OTP_TTL_MS, attempts: 0, consumed_at: null, created_at: now,
  }).execute();
  // A new code ends the previous ones: a change to the account's sign-in state. The code itself never goes in the log.
  await audit(ctx.db, now, { tenantId: null, actorUserId: user.id, actorEmail: user.email, action: 'auth.otp_created', target: `user:${user.email}`,
    details: { expiresAt: new Date(now + OTP_TTL_MS).toISOString(), supersededCodes: Number(superseded.numUpdatedRows) } });
  await sendToOutbox(ctx, user.email, 'otp', 'Your Palisade verification code', `Your verification code is ${code}. It expires in 10 minutes.`);
}

/** Checks a code; 5 wrong tries lock it. Returns the user's tenants on success. */
export async function validateOtp(ctx: AppContext, email: string, otp: string): Promise<{ id: string; name: string }[]> {
  const now = ctx.clock();
  const row = await ctx.db.selectFrom('otp_codes').selectAll().where('email', '=', email).where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  if (!row || row.expires_at <= now) {
    throw new AppError(400, 'OTP_EXPIRED', 'The verification code has expired or was not requested. Request a new code.');
  }
  if (row.attempts >= OTP_MAX_ATTEMPTS) {
    throw new AppError(400, 'OTP_LOCKED', 'Too many wrong verification codes. Request a new code.');
  }
  if (!safeEqual(row.code_hash, codeHash(email, otp))) {
    const attempts = row.attempts + 1;
    await ctx.db.updateTable('otp_codes').set({ attempts }).where('id', '=', row.id).execute();
    if (attempts >= OTP_MAX_ATTEMPTS) throw new AppError(400, 'OTP_LOCKED', 'Too many wrong verification codes. Request a new code.');
    throw new AppError(400, 'OTP_INVALID', `Invalid verification code, ${OTP_MAX_ATTEMPTS - attempts} attempts left`);
  }
  await ctx.db.updateTable('otp_codes').set({ consumed_at: now }).where('id', '=', row.id).execute();
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError(404, 'NOT_FOUND', VERIFY_EMAIL_MESSAGE);
  return (await tenantsOfUser(ctx.db, user.id)).map((t) => ({ id: t.id, name: t.name }));
}
