import type { ApiResponse } from '@palisade/sdk';
import type { ConsoleRuntime, SessionInput } from '@palisade/sdk/host';
import { createValueStore, type ValueStore } from '../state/valueStore';
import { createBffClient } from '../signin/bffClient';
import type { Shown } from '../signin/failureMessages';
import { createSignInApi, type SignInApi } from '../signin/signInApi';
import { clearSessionKeysOnSignOut, clearStorageOnSignOut } from '../upkeep/clearStorage';
import { startSessionUpkeep, type SessionUpkeep, type SignOutReason } from '../upkeep/sessionUpkeep';
import { accessInfoReducer, INITIAL_ACCESS_INFO, type AccessInfoState, type RbacUser } from './accessInfo';
import { LOGOUT_MARKER, STORAGE_KEYS } from './constants';
import { fetchSession } from './fetchSession';
import { loadTenantInfo, type TenantInfo } from './loadFeatureFlags';
import { DEFAULT_LANDING, sanitiseReturnAddress, takeReturnAddress } from './loginRedirect';
import { answered, type PageStart, type StartAnswer } from './pageStart';
import { resetConsoleStore } from './resetConsoleStore';

const REASON_KEY = STORAGE_KEYS.signOutReason;
const NOTICES: Record<Exclude<SignOutReason, 'user'>, Shown> = {
  inactivity: { code: 'LOGOUT_INACTIVITY' },
  expired: { code: 'SESSION_EXPIRED' },
};

export interface SessionControllerOptions {
  runtime: ConsoleRuntime;
  doFetch: typeof fetch;
  /**
   * Loads the tenant's feature flags, all in one request (the catalogue holds every plugin's declarations), or takes
   * them from the page's start data when it answers that same request.
   */
  loadFlags: (tenantName: string, carried?: PageStart['flags']) => Promise<void>;
  /** The user's first permitted page for the access and flags just loaded (the plugins' landing steps), `null` if none. */
  landing?: () => string | null;
  /** Called when the console is signed in and loaded, or signed out. */
  onPhase: (phase: 'loading' | 'ready' | 'signed-out') => void;
  /** Leaves the page (sign-out returns to the origin). */
  assign?: (url: string) => void;
}

/** This tab's traces of a sign-in: the reminder dismissal, and (on sign-out) a return address nobody took. */
function forgetSignIn(returnAddress: boolean): void {
  sessionStorage.removeItem(STORAGE_KEYS.passwordReminderDismissed);
  if (!returnAddress) sessionStorage.removeItem(LOGOUT_MARKER);
  if (returnAddress) sessionStorage.removeItem(STORAGE_KEYS.returnAddress);
}

export type GroupSwitchResult = { ok: true; path: string } | { ok: false; message: Shown };

/**
 * The signed-in user's context (spec section 4): access info, tenant info and
 * flags, the agreement, group switching, and session upkeep
 * with sign-out. One per page.
 */
export class SessionController {
  readonly accessInfo: ValueStore<AccessInfoState> = createValueStore(INITIAL_ACCESS_INFO);
  readonly tenantInfo: ValueStore<TenantInfo | null> = createValueStore<TenantInfo | null>(null);
  /** Whether the server says the password is old (the change-password reminder). */
  readonly passwordExpired: ValueStore<boolean> = createValueStore(false);
  readonly signInApi: SignInApi;
  private upkeep: SessionUpkeep | null = null;
  private signingOut = false;

  /** True from the start of a sign-out until the page leaves. */
  get isSigningOut(): boolean {
    return this.signingOut;
  }

  constructor(private readonly options: SessionControllerOptions) {
    const { runtime } = options;
    this.signInApi = createSignInApi(createBffClient(options.doFetch, () => runtime.store.get(runtime.atoms.csrfToken)));
  }

  /** Access info load with spec section 4's semantics; the runtime's access follows. */
  async loadAccessInfo(): Promise<RbacUser | null> {
    const { runtime } = this.options;
    this.accessInfo.set((s) => accessInfoReducer(s, { type: 'started' }));
    try {
      const response = await runtime.http.get('tenant/rbac/api/v1/rbac/user', { throwHttpErrors: false });
      const body = (await response.json().catch(() => null)) as unknown;
      return this.takeAccessInfo({ status: response.status, body });
    } catch (error) {
      runtime.reportError(error, { extra: { during: 'access info load' } });
      this.accessInfo.set((s) => accessInfoReducer(s, { type: 'failed', body: null }));
      return this.accessFollows();
    }
  }

  /** Access info from an answer of the RBAC user endpoint (asked for, or carried by the page). */
  private takeAccessInfo({ status, body }: StartAnswer): RbacUser | null {
    if (status >= 200 && status < 300) this.accessInfo.set((s) => accessInfoReducer(s, { type: 'succeeded', status, body: body as RbacUser }));
    else this.accessInfo.set((s) => accessInfoReducer(s, { type: 'failed', body }));
    return this.accessFollows();
  }

  /** The runtime's access follows the access info. */
  private accessFollows(): RbacUser | null {
    const { runtime } = this.options;
    const info = this.accessInfo.get().userInfo;
    if (info === 'Failed' || info === null) {
      runtime.setAccess({ status: 'failed' });
      return null;
    }
    runtime.setAccess({ modules: info.modules ?? [], actions: info.actions ?? [], group: info.group ?? null });
    return info;
  }

  /** Tenant info; a failed load is ignored (spec section 4). */
  async loadTenant(carried?: StartAnswer): Promise<void> {
    const { runtime } = this.options;
    const info = carried ? (answered(carried) ? (carried.body as TenantInfo) : null) : await loadTenantInfo(runtime.http);
    if (info) this.tenantInfo.set(info);
    runtime.setSubscriptions(info?.subscriptions ?? null);
  }

  /**
   * Everything a signed-in console needs, then upkeep starts. Access, tenant,
   * flags and the password's age are asked for at once: the flags are filtered
   * by the session's tenant name, so they need not wait for the tenant info.
   * With the page's start data (the server's answers for this page's own
   * session) none of them is asked for; the flags only when the page's
   * answer is for the request this console would send.
   */
  async start(carried: PageStart | null = null): Promise<void> {
    const { runtime } = this.options;
    this.options.onPhase('loading');
    const session = runtime.getSession();
    const tenantName = session.status === 'signed-in' ? session.tenant.name : '';
    // The password's age needs none of them: asked for at the same time, shown when it comes.
    if (carried) this.takePasswordStatus(carried.passwordStatus);
    else void this.loadPasswordStatus();
    await Promise.all([
      carried ? Promise.resolve(this.takeAccessInfo(carried.access)) : this.loadAccessInfo(),
      this.loadTenant(carried?.tenant),
      this.options.loadFlags(tenantName, carried?.flags),
    ]);
    if (runtime.getSession().status !== 'signed-in') return;
    this.startUpkeep();
    this.options.onPhase('ready');
  }

  /** The password's age; a failure shows no reminder. */
  async loadPasswordStatus(): Promise<void> {
    try {
      const status = await this.options.runtime.http.get('user/api/v1/password/status').json<ApiResponse<'/api/user/api/v1/password/status', 'get'>>();
      this.passwordExpired.set(status.expired === true);
    } catch {
      this.passwordExpired.set(false);
    }
  }

  private takePasswordStatus(answer: StartAnswer): void {
    this.passwordExpired.set(answered(answer) && (answer.body as { expired?: unknown } | null)?.expired === true);
  }

  /** Where to land now: the first permitted page by the plugins' landing steps; the default landing when access is unknown. */
  landingPath(): string {
    const info = this.accessInfo.get().userInfo;
    if (info === null || info === 'Failed') return DEFAULT_LANDING;
    return this.options.landing?.() ?? DEFAULT_LANDING;
  }

  /**
   * After the BFF accepted a sign-in: the session (the sign-in answer carries
   * it; asked for only when it does not), the user's context, and where to go
   * (return address first).
   */
  async completeSignIn(returnTo: string | null = takeReturnAddress(), signedIn?: unknown): Promise<string> {
    const { runtime, doFetch } = this.options;
    // A new sign-in: the reminder an earlier one in this tab dismissed shows again.
    forgetSignIn(false);
    const carried = signedIn as SessionInput | undefined;
    runtime.setSession(carried?.authenticated === true ? carried : await fetchSession(doFetch));
    await this.start();
    return sanitiseReturnAddress(returnTo) ?? this.landingPath();
  }

  /** Switches the user's group, reloads access, and says which page to land on. */
  async switchGroup(groupId: string): Promise<GroupSwitchResult> {
    const { runtime } = this.options;
    const response = await runtime.http
      .post('tenant/rbac/api/v1/tenant/user/group/switch', { json: { groupid: groupId }, throwHttpErrors: false })
      .catch(() => null);
    if (!response?.ok) {
      const body = (await response?.json().catch(() => null)) as { error?: { message?: unknown } } | null;
      const message = body?.error?.message;
      return { ok: false, message: typeof message === 'string' && message ? { text: message } : { code: 'GROUP_SWITCH_FAILED' } };
    }
    await this.loadAccessInfo();
    // Other rights, other data: nothing loaded for the old group is shown again.
    runtime.clearServerState();
    return { ok: true, path: this.landingPath() };
  }

  /** Accepts the agreement; on success tenant info is reloaded. */
  async acceptEusa(): Promise<boolean> {
    const { runtime } = this.options;
    try {
      await runtime.http.post('tenant/api/v1/tenant/eusa/accept');
    } catch {
      return false;
    }
    const info = await loadTenantInfo(runtime.http);
    if (info) this.tenantInfo.set(info);
    return true;
  }

  /**
   * Signs out: ends the server session (unless it is already gone), clears
   * localStorage but the kept value, tells the other tabs, resets the store
   * and returns to the origin.
   */
  async signOut(reason: SignOutReason = 'user', options: { server?: boolean; announce?: boolean } = {}): Promise<void> {
    if (this.signingOut) return;
    this.signingOut = true;
    const { runtime, doFetch } = this.options;
    if (options.server !== false) {
      const token = runtime.store.get(runtime.atoms.csrfToken);
      await doFetch('/bff/logout', { method: 'POST', credentials: 'same-origin', headers: token ? { 'X-CSRF-Token': token } : {} }).catch(() => undefined);
    }
    // A sign-out heard from another tab: that tab has cleared the shared storage already (clearing again could race with it).
    if (options.announce !== false) clearStorageOnSignOut();
    if (options.announce !== false) this.upkeep?.announceSignOut(reason);
    this.upkeep?.stop();
    this.upkeep = null;
    forgetSignIn(true);
    // Session storage is this tab's own: cleared here for every sign-out, heard from another tab or not.
    clearSessionKeysOnSignOut();
    if (reason !== 'user') sessionStorage.setItem(REASON_KEY, reason);
    resetConsoleStore(runtime);
    this.accessInfo.set(INITIAL_ACCESS_INFO);
    this.tenantInfo.set(null);
    this.passwordExpired.set(false);
    this.options.onPhase('signed-out');
    (this.options.assign ?? ((url) => window.location.assign(url)))('/');
  }

  /** Why the previous session ended, once (the sign-in page shows it). */
  takeSignOutNotice(): Shown | null {
    const reason = sessionStorage.getItem(REASON_KEY);
    sessionStorage.removeItem(REASON_KEY);
    return reason === 'inactivity' || reason === 'expired' ? NOTICES[reason] : null;
  }

  private startUpkeep() {
    const { runtime, doFetch } = this.options;
    if (this.upkeep) return;
    this.signingOut = false;
    this.upkeep = startSessionUpkeep({
      refresh: async () => {
        const token = runtime.store.get(runtime.atoms.csrfToken);
        const response = await doFetch('/bff/refresh', { method: 'POST', credentials: 'same-origin', headers: token ? { 'X-CSRF-Token': token } : {} });
        if (!response.ok) return false;
        const body = (await response.json().catch(() => null)) as { csrfToken?: string } | null;
        if (body?.csrfToken) runtime.setCsrfToken(body.csrfToken);
        return true;
      },
      signOut: (reason) => void this.signOut(reason),
      // The server session is already gone; say why here too.
      onSignedOutElsewhere: (reason) => void this.signOut(reason, { server: false, announce: false }),
    });
  }
}
