/** Longest password the form accepts (the server enforces the same). */
export const PASSWORD_MAX_LENGTH = 64;

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Message keys of this plugin's namespace; their en-US texts are spec section 5's. */
export type PasswordProblem = 'whitespace' | 'tooLong' | 'policy' | 'notEqual' | 'sameAsCurrent' | 'required';

export type PasswordCheck = { ok: true } | { ok: false; field: keyof PasswordForm; problem: PasswordProblem };

/** The policy of spec section 5: at least 8 characters, 1 digit, 1 capital letter, 1 special character. */
export function meetsPolicy(password: string): boolean {
  return password.length >= 8 && /\d/.test(password) && /[A-Z]/.test(password) && /[^A-Za-z0-9]/.test(password);
}

/** Checks the change-password form the way the server will, first problem first. */
export function checkPasswordForm(form: PasswordForm): PasswordCheck {
  const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
  for (const field of fields) {
    if (!form[field]) return { ok: false, field, problem: 'required' };
    if (/\s/.test(form[field])) return { ok: false, field, problem: 'whitespace' };
    if (form[field].length > PASSWORD_MAX_LENGTH) return { ok: false, field, problem: 'tooLong' };
  }
  if (!meetsPolicy(form.newPassword)) return { ok: false, field: 'newPassword', problem: 'policy' };
  if (form.newPassword === form.currentPassword) return { ok: false, field: 'newPassword', problem: 'sameAsCurrent' };
  if (form.newPassword !== form.confirmPassword) return { ok: false, field: 'confirmPassword', problem: 'notEqual' };
  return { ok: true };
}
