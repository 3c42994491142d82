import { describe, expect, it } from 'vitest';
import { changePasswordForm, newPassword, setPasswordForm } from './password';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('password policy', () => {
  it('says what a password lacks, one rule at a time', () => {
    expect(firstMessage(newPassword().safeParse('Ab1!'))).toBe('Password must be at least 8 characters');
    expect(firstMessage(newPassword().safeParse('Abcdefgh!'))).toBe('Password needs at least 1 digit');
    expect(firstMessage(newPassword().safeParse('abcdefg1!'))).toBe('Password needs at least 1 capital letter');
    expect(firstMessage(newPassword().safeParse('Abcdefg12'))).toBe('Password needs at least 1 special character');
    expect(firstMessage(newPassword().safeParse('Abc def1!'))).toBe('Whitespaces Are Not Allowed!');
    expect(newPassword().safeParse('Palisade-demo-2').success).toBe(true);
  });

  it('allows 64 characters and says Max Character Limit Exceeded past them', () => {
    const strong = 'Palisade-demo-2';
    expect(newPassword().safeParse(strong.padEnd(64, 'x')).success).toBe(true);
    expect(firstMessage(newPassword().safeParse(strong.padEnd(65, 'x')))).toBe('Max Character Limit Exceeded');
    const issues = changePasswordForm.safeParse({ currentPassword: 'Old-pass-1', newPassword: strong.padEnd(65, 'x'), confirmPassword: strong.padEnd(65, 'x') })
      .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['newPassword', 'Max Character Limit Exceeded']);
  });

  it('asks for the same password twice', () => {
    const result = setPasswordForm.safeParse({ password: 'Palisade-demo-2', confirmPassword: 'Palisade-demo-3' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirmPassword', 'New password and confirm password should be equal']]);
  });

  it('refuses a new password equal to the current one, and an unconfirmed one, on their fields', () => {
    const issues = (form: Record<string, string>) => changePasswordForm.safeParse(form).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ currentPassword: 'Old-pass-1', newPassword: 'Old-pass-1', confirmPassword: 'Old-pass-1' }))
      .toEqual([['newPassword', 'New password and current password should not be same']]);
    expect(issues({ currentPassword: 'Old-pass-1', newPassword: 'New-pass-2', confirmPassword: 'New-pass-3' }))
      .toEqual([['confirmPassword', 'New password and confirm password should be equal']]);
    expect(changePasswordForm.safeParse({ currentPassword: 'Old-pass-1', newPassword: 'New-pass-2', confirmPassword: 'New-pass-2' }).success).toBe(true);
  });
});
