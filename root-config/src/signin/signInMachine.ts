import type { ApiResponse } from '@palisade/sdk';

/** The organisation lookup's answer (spec section 7). */
export type OrgLookup = ApiResponse<'/api/auth/api/v1/orglookup', 'post'>;

/** One tenant the one-time code verification offers. */
export type TenantChoice = ApiResponse<'/api/auth/api/v1/validateOTP', 'post'>['Tenants'][number];

/** Steps after the email (spec sections 2 and 4). */
export type SignInStep = 'verification' | 'tenants' | 'password';
export type SignInFlow = 'single' | 'multi';

export const FLOW_STEPS: Readonly<Record<SignInFlow, readonly SignInStep[]>> = {
  single: ['password'],
  multi: ['verification', 'tenants', 'password'],
};

export type SignInState =
  | { screen: 'email'; email: string; forcedLocal: boolean }
  | {
      screen: 'steps';
      email: string;
      forcedLocal: boolean;
      org: OrgLookup;
      flow: SignInFlow;
      index: number;
      tenants: readonly TenantChoice[];
      tenantId: string | null;
    }
  | { screen: 'breakglass'; email: string }
  | { screen: 'forgot'; email: string; breakglass: boolean; org: OrgLookup | null; from: SignInState };

export type SignInEvent =
  | { type: 'ORG_FOUND'; email: string; org: OrgLookup }
  | { type: 'FORCE_LOCAL'; forced: boolean }
  | { type: 'CODE_VERIFIED'; tenants: readonly TenantChoice[] }
  | { type: 'TENANT_CHOSEN'; tenantId: string }
  | { type: 'BACK' }
  | { type: 'BREAKGLASS' }
  | { type: 'FORGOT' }
  | { type: 'RESET' };

export const INITIAL_SIGN_IN: SignInState = { screen: 'email', email: '', forcedLocal: false };

/** Multi flow when the organisation has several tenants or uses one-time codes (spec section 4). */
export function flowFor(org: OrgLookup): SignInFlow {
  return org.MultiTenant || org.OTP ? 'multi' : 'single';
}

/** The samlp connection to sign in through, unless local sign-in is forced. */
export function ssoConnection(org: OrgLookup, forcedLocal: boolean): string | null {
  if (forcedLocal) return null;
  const saml = org.Connections.find((c) => c.Type === 'samlp' && c.SSOEnabled !== false);
  return org.SSOEnabled && saml ? saml.ConnectionName : null;
}

/** The password connection (what a reset names). */
export function localConnection(org: OrgLookup): string | null {
  return org.Connections.find((c) => c.Type !== 'samlp')?.ConnectionName ?? null;
}

export function currentStep(state: SignInState): SignInStep | null {
  return state.screen === 'steps' ? (FLOW_STEPS[state.flow][state.index] ?? null) : null;
}

/** The pure sign-in state machine: every screen change of the sign-in page goes through it. */
export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'RESET':
      return INITIAL_SIGN_IN;
    case 'FORCE_LOCAL':
      // Only set while the email step is shown (spec section 4).
      return state.screen === 'email' ? { ...state, forcedLocal: event.forced } : state;
    case 'ORG_FOUND':
      if (state.screen !== 'email') return state;
      return {
        screen: 'steps',
        email: event.email,
        forcedLocal: state.forcedLocal,
        org: event.org,
        flow: flowFor(event.org),
        index: 0,
        tenants: [],
        tenantId: null,
      };
    case 'CODE_VERIFIED':
      if (currentStep(state) !== 'verification' || state.screen !== 'steps') return state;
      return { ...state, index: state.index + 1, tenants: event.tenants, tenantId: event.tenants.length === 1 ? event.tenants[0]!.id : null };
    case 'TENANT_CHOSEN':
      if (currentStep(state) !== 'tenants' || state.screen !== 'steps') return state;
      if (!state.tenants.some((t) => t.id === event.tenantId)) return state;
      return { ...state, index: state.index + 1, tenantId: event.tenantId };
    case 'BACK':
      return back(state);
    case 'BREAKGLASS':
      return state.screen === 'email' ? { screen: 'breakglass', email: state.email } : state;
    case 'FORGOT':
      if (state.screen === 'breakglass') return { screen: 'forgot', email: state.email, breakglass: true, org: null, from: state };
      if (currentStep(state) === 'password' && state.screen === 'steps') {
        return { screen: 'forgot', email: state.email, breakglass: false, org: state.org, from: state };
      }
      return state;
  }
}

function back(state: SignInState): SignInState {
  switch (state.screen) {
    case 'email':
      return INITIAL_SIGN_IN;
    case 'breakglass':
      return INITIAL_SIGN_IN;
    case 'forgot':
      return state.from;
    case 'steps':
      if (state.index > 0) {
        const index = state.index - 1;
        // Going back over the tenant choice forgets it; over the code, the tenants too.
        const step = FLOW_STEPS[state.flow][index];
        return { ...state, index, tenantId: step === 'tenants' || step === 'verification' ? null : state.tenantId, tenants: step === 'verification' ? [] : state.tenants };
      }
      // Before the first step: the start again, email cleared; with forced local sign-in, the email step.
      return state.forcedLocal ? { screen: 'email', email: state.email, forcedLocal: true } : INITIAL_SIGN_IN;
  }
}
