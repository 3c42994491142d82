import { checkPasswordForm, meetsPolicy } from './passwordRules';

const form = (newPassword: string, confirmPassword = newPassword, currentPassword = 'Old-pass-1') => ({ currentPassword, newPassword, confirmPassword });

describe('password policy (spec section 5)', () => {
  it('needs 8 characters, a digit, a capital letter and a special character', () => {
    expect(meetsPolicy('Palisade-1')).toBe(true);
    expect(meetsPolicy('Pal-1ab')).toBe(false);
    expect(meetsPolicy('palisade-1')).toBe(false);
    expect(meetsPolicy('Palisade-x')).toBe(false);
    expect(meetsPolicy('Palisade12')).toBe(false);
  });

  it('says which field is wrong and why, first problem first', () => {
    expect(checkPasswordForm(form('New-pass-2'))).toEqual({ ok: true });
    expect(checkPasswordForm(form('New pass-2'))).toEqual({ ok: false, field: 'newPassword', problem: 'whitespace' });
    expect(checkPasswordForm(form(`New-pass-2${'x'.repeat(60)}`))).toEqual({ ok: false, field: 'newPassword', problem: 'tooLong' });
    expect(checkPasswordForm(form('weak'))).toEqual({ ok: false, field: 'newPassword', problem: 'policy' });
    expect(checkPasswordForm(form('Old-pass-1'))).toEqual({ ok: false, field: 'newPassword', problem: 'sameAsCurrent' });
    expect(checkPasswordForm(form('New-pass-2', 'New-pass-3'))).toEqual({ ok: false, field: 'confirmPassword', problem: 'notEqual' });
    expect(checkPasswordForm(form('New-pass-2', 'New-pass-2', ''))).toEqual({ ok: false, field: 'currentPassword', problem: 'required' });
  });
});
