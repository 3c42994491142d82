import { describe, expect, it } from 'vitest';
import { currentStep, INITIAL_SIGN_IN, signInReducer, ssoConnection, type OrgLookup, type SignInEvent, type SignInState } from './signInMachine';

const single: OrgLookup = { OrganizationId: 'org_acme', SSOEnabled: false, MultiTenant: false, OTP: false, Connections: [{ Type: 'auth0', ConnectionName: 'acme-db', SSOEnabled: false }] };
const otp: OrgLookup = { ...single, OrganizationId: 'org_globex', OTP: true, MultiTenant: true, Connections: [{ Type: 'auth0', ConnectionName: 'globex-db', SSOEnabled: false }] };
const sso: OrgLookup = { OrganizationId: 'org_initech', SSOEnabled: true, MultiTenant: false, OTP: false, Connections: [{ Type: 'samlp', ConnectionName: 'initech-saml', SSOEnabled: true }] };
const tenants = [{ id: 't1', name: 'EU' }, { id: 't2', name: 'US' }];

const run = (events: SignInEvent[], from: SignInState = INITIAL_SIGN_IN) => events.reduce(signInReducer, from);
const step = (s: SignInState) => (s.screen === 'steps' ? currentStep(s) : s.screen);

describe('sign-in state machine (spec section 4)', () => {
  it('single flow: the email, then only the password', () => {
    const s = run([{ type: 'ORG_FOUND', email: 'a@acme.test', org: single }]);
    expect(step(s)).toBe('password');
    expect(s.screen === 'steps' && s.flow).toBe('single');
  });

  it('multi flow when the organisation uses codes or has several tenants: verification, tenants, password', () => {
    let s = run([{ type: 'ORG_FOUND', email: 'g@globex.test', org: otp }]);
    expect(step(s)).toBe('verification');
    s = signInReducer(s, { type: 'CODE_VERIFIED', tenants });
    expect(step(s)).toBe('tenants');
    expect(signInReducer(s, { type: 'TENANT_CHOSEN', tenantId: 'nope' })).toBe(s);
    s = signInReducer(s, { type: 'TENANT_CHOSEN', tenantId: 't2' });
    expect(step(s)).toBe('password');
    expect(s.screen === 'steps' && s.tenantId).toBe('t2');
    expect(step(run([{ type: 'ORG_FOUND', email: 'g@x.test', org: { ...single, MultiTenant: true } }]))).toBe('verification');
  });

  it('back moves one step; before the first it returns to the start and clears the email', () => {
    let s = run([{ type: 'ORG_FOUND', email: 'g@globex.test', org: otp }, { type: 'CODE_VERIFIED', tenants }, { type: 'TENANT_CHOSEN', tenantId: 't1' }]);
    s = signInReducer(s, { type: 'BACK' });
    expect(step(s)).toBe('tenants');
    expect(s.screen === 'steps' && s.tenantId).toBeNull();
    s = signInReducer(s, { type: 'BACK' });
    expect(step(s)).toBe('verification');
    s = signInReducer(s, { type: 'BACK' });
    expect(s).toEqual(INITIAL_SIGN_IN);
  });

  it('with forced local sign-in, back before the first step returns to the email step, email kept', () => {
    let s = signInReducer(run([{ type: 'RESET' }], { screen: 'email', email: 'x', forcedLocal: false }), { type: 'FORCE_LOCAL', forced: true });
    expect(s).toEqual({ screen: 'email', email: '', forcedLocal: true });
    s = signInReducer(s, { type: 'ORG_FOUND', email: 'a@acme.test', org: single });
    expect(signInReducer(s, { type: 'BACK' })).toEqual({ screen: 'email', email: 'a@acme.test', forcedLocal: true });
  });

  it('forced local sign-in is only set while the email step is shown', () => {
    const s = run([{ type: 'ORG_FOUND', email: 'a@acme.test', org: single }]);
    expect(signInReducer(s, { type: 'FORCE_LOCAL', forced: true })).toBe(s);
  });

  it('single sign-on for samlp connections, unless local sign-in is forced', () => {
    expect(ssoConnection(sso, false)).toBe('initech-saml');
    expect(ssoConnection(sso, true)).toBeNull();
    expect(ssoConnection(single, false)).toBeNull();
  });

  it('breakglass from the email step; forgot password from the password or breakglass screen, back returns there', () => {
    const bg = run([{ type: 'BREAKGLASS' }]);
    expect(bg.screen).toBe('breakglass');
    const forgot = signInReducer(bg, { type: 'FORGOT' });
    expect(forgot).toMatchObject({ screen: 'forgot', breakglass: true });
    expect(signInReducer(forgot, { type: 'BACK' })).toBe(bg);
    expect(signInReducer(bg, { type: 'BACK' })).toEqual(INITIAL_SIGN_IN);

    const pw = run([{ type: 'ORG_FOUND', email: 'a@acme.test', org: single }]);
    expect(signInReducer(pw, { type: 'FORGOT' })).toMatchObject({ screen: 'forgot', breakglass: false, email: 'a@acme.test' });
    const code = run([{ type: 'ORG_FOUND', email: 'g@globex.test', org: otp }]);
    expect(signInReducer(code, { type: 'FORGOT' })).toBe(code);
  });

  it('ignores events that do not belong to the current screen', () => {
    expect(signInReducer(INITIAL_SIGN_IN, { type: 'CODE_VERIFIED', tenants })).toBe(INITIAL_SIGN_IN);
    const pw = run([{ type: 'ORG_FOUND', email: 'a@acme.test', org: single }]);
    expect(signInReducer(pw, { type: 'ORG_FOUND', email: 'b@acme.test', org: otp })).toBe(pw);
  });
});
