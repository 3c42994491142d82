import { SESSION_CHANNEL, SESSION_CONSTANTS, STORAGE_KEYS } from '../session/constants';

/** Why the console signed the user out by itself. */
export type SignOutReason = 'user' | 'inactivity' | 'expired';

/** What tabs tell each other. */
export interface SessionMessage {
  type: 'signed-out';
  reason: SignOutReason;
}

/** The part of BroadcastChannel upkeep uses (tests pass a fake). */
export interface ChannelLike {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SessionMessage>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<SessionMessage>) => void): void;
  close?(): void;
}

export interface SessionUpkeepOptions {
  /** `POST /bff/refresh`; resolves false when the session could not be refreshed. */
  refresh: () => Promise<boolean>;
  /** Signs this tab out (and, through the channel, every other). */
  signOut: (reason: SignOutReason) => void;
  /** Another tab signed out: end this tab's session view too (the server session is already gone). */
  onSignedOutElsewhere: (reason: SignOutReason) => void;
  storage?: Storage;
  /** Where mouse move, scroll and key press are heard. */
  target?: EventTarget;
  channel?: ChannelLike | null;
  now?: () => number;
  /** Web Locks, so that tabs refresh one at a time (`navigator.locks`; `null` for none). */
  locks?: Pick<LockManager, 'request'> | null;
}

export interface SessionUpkeep {
  /** Tells the other tabs this one signed out. */
  announceSignOut(reason: SignOutReason): void;
  stop(): void;
}

const ACTIVITY_EVENTS = ['mousemove', 'scroll', 'wheel', 'touchmove', 'keydown'] as const;

/**
 * Whether an event is the user's doing. Browsers send a mousemove without
 * movement when the layout moves under a resting pointer, and pages scroll
 * elements by themselves (a carousel); neither is the user. Scroll counts on
 * the document, and wheel and touch gestures count wherever they scroll.
 */
function isUserActivity(event: Event): boolean {
  if (event.type === 'mousemove') {
    const { movementX, movementY } = event as MouseEvent;
    return movementX === undefined || movementX !== 0 || movementY !== 0;
  }
  if (event.type === 'scroll') return !(event.target instanceof Element) || event.target === document.documentElement;
  return true;
}

/**
 * Session upkeep (spec sections 4 and 9): refresh every 60 minutes (a failure
 * signs out); activity recorded in localStorage so every tab shares it,
 * checked every 60 s, sign-out after 120 minutes without any; a sign-out in
 * one tab signs out the others.
 */
export function startSessionUpkeep(options: SessionUpkeepOptions): SessionUpkeep {
  const storage = options.storage ?? localStorage;
  const target = options.target ?? window;
  const now = options.now ?? Date.now;
  const channel = options.channel === undefined ? openChannel() : options.channel;
  let stopped = false;
  let lastWrite = 0;

  const record = (event?: Event) => {
    if (event && !isUserActivity(event)) return;
    const t = now();
    if (t - lastWrite < SESSION_CONSTANTS.activityWriteThrottleMs) return;
    lastWrite = t;
    storage.setItem(STORAGE_KEYS.lastActivity, String(t));
  };
  // Signing in is activity.
  record();

  const lastActivity = () => {
    const stored = Number(storage.getItem(STORAGE_KEYS.lastActivity));
    return Number.isFinite(stored) && stored > 0 ? stored : lastWrite;
  };

  const end = (reason: SignOutReason) => {
    if (stopped) return;
    stop();
    options.signOut(reason);
  };

  const inactivityTimer = setInterval(() => {
    if (now() - lastActivity() >= SESSION_CONSTANTS.inactivityTimeoutMs) end('inactivity');
  }, SESSION_CONSTANTS.inactivityCheckMs);

  // One tab refreshes for all: the refresh token rotates, and two tabs using the same one would look like reuse.
  const refreshOnce = async (): Promise<boolean> => {
    const last = Number(storage.getItem(STORAGE_KEYS.lastRefresh)) || 0;
    if (now() - last < SESSION_CONSTANTS.tokenRefreshMs / 2) return true;
    storage.setItem(STORAGE_KEYS.lastRefresh, String(now()));
    return options.refresh();
  };
  const locks = options.locks === undefined ? (typeof navigator !== 'undefined' ? navigator.locks : undefined) : options.locks;
  const refreshTimer = setInterval(() => {
    // LockManager's typing nests the callback's promise; request resolves with its value.
    const run = (locks ? locks.request('palisade-session-refresh', refreshOnce) : refreshOnce()) as Promise<boolean>;
    void run.then(
      (ok) => {
        if (!ok) end('expired');
      },
      () => end('expired'),
    );
  }, SESSION_CONSTANTS.tokenRefreshMs);

  const onMessage = (event: MessageEvent<SessionMessage>) => {
    if (stopped || event.data?.type !== 'signed-out') return;
    stop();
    options.onSignedOutElsewhere(event.data.reason);
  };

  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, record, { passive: true, capture: true });
  channel?.addEventListener('message', onMessage);

  function stop() {
    if (stopped) return;
    stopped = true;
    clearInterval(inactivityTimer);
    clearInterval(refreshTimer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, record, { capture: true });
    channel?.removeEventListener('message', onMessage);
  }

  return {
    announceSignOut(reason) {
      try {
        (channel ?? openChannel())?.postMessage({ type: 'signed-out', reason });
      } catch {
        // A closed channel: nothing else to tell.
      }
    },
    stop() {
      stop();
      channel?.close?.();
    },
  };
}

function openChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'function' ? (new BroadcastChannel(SESSION_CHANNEL) as unknown as ChannelLike) : null;
}
