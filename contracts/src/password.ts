import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation.js';

/** Longest password a form accepts; the server enforces the same. */
export const PASSWORD_MAX_LENGTH = 64;

/** Spec section 5's password policy, with its messages, in the order a user meets them. */
export function newPassword() {
  return z
    .string()
    .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.maxChars)
    .regex(/^\S*$/, VALIDATION_MESSAGES.whitespace)
    .min(8, 'Password must be at least 8 characters')
    .regex(/\d/, 'Password needs at least 1 digit')
    .regex(/[A-Z]/, 'Password needs at least 1 capital letter')
    .regex(/[^A-Za-z0-9]/, 'Password needs at least 1 special character');
}

/** Body of `POST /api/auth/api/v1/resetPassword/confirm`: the emailed link's token and the new password. */
export const passwordResetConfirm = z.object({ token: z.string().min(10).max(256), password: newPassword() });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirm>;

/** The set-password form (a reset or an invitation): the password twice. */
export const setPasswordForm = z
  .object({ password: newPassword(), confirmPassword: z.string().min(1, VALIDATION_MESSAGES.required) })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'New password and confirm password should be equal',
  });
export type SetPasswordForm = z.input<typeof setPasswordForm>;

/** Body of `POST /api/user/api/v1/password/change`: the signed-in user's current and new password. */
export const changePasswordRequest = z.object({ currentPassword: z.string().min(1, VALIDATION_MESSAGES.required).max(256), newPassword: newPassword() });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The change-password form: spec section 5's texts for a repeated or unconfirmed password. */
export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, VALIDATION_MESSAGES.required),
    newPassword: newPassword(),
    confirmPassword: z.string().min(1, VALIDATION_MESSAGES.required),
  })
  .superRefine((form, ctx) => {
    if (form.newPassword === form.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'New password and current password should not be same' });
    }
    if (form.confirmPassword !== form.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'New password and confirm password should be equal' });
    }
  });
export type ChangePasswordForm = z.input<typeof changePasswordForm>;
