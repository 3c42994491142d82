// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_ON_SIGN_OUT, STORAGE_KEYS } from '../session/constants';
import { clearSessionKeysOnSignOut, clearStorageOnSignOut } from './clearStorage';
import { startSessionUpkeep, type ChannelLike, type SessionMessage } from './sessionUpkeep';

const MIN = 60_000;

function fakeChannel() {
  const listeners = new Set<(e: MessageEvent<SessionMessage>) => void>();
  const sent: SessionMessage[] = [];
  const channel: ChannelLike = {
    postMessage: (m) => sent.push(m),
    addEventListener: (_t, l) => listeners.add(l),
    removeEventListener: (_t, l) => listeners.delete(l),
  };
  return { channel, sent, deliver: (m: SessionMessage) => listeners.forEach((l) => l({ data: m } as MessageEvent<SessionMessage>)) };
}

function setup(refresh: () => Promise<boolean> = async () => true) {
  const signOut = vi.fn();
  const elsewhere = vi.fn();
  const fake = fakeChannel();
  const upkeep = startSessionUpkeep({ refresh, signOut, onSignedOutElsewhere: elsewhere, channel: fake.channel });
  return { signOut, elsewhere, upkeep, ...fake };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('session upkeep (spec sections 4 and 9)', () => {
  it('signs out after 120 minutes without activity, checked every 60 s', () => {
    const { signOut, upkeep } = setup();
    vi.advanceTimersByTime(119 * MIN);
    expect(signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MIN);
    expect(signOut).toHaveBeenCalledWith('inactivity');
    expect(signOut).toHaveBeenCalledTimes(1);
    upkeep.stop();
  });

  it('mouse move, scroll and key press keep the session alive', () => {
    const { signOut, upkeep } = setup();
    for (const type of ['mousemove', 'scroll', 'keydown']) {
      vi.advanceTimersByTime(100 * MIN);
      window.dispatchEvent(new Event(type));
    }
    vi.advanceTimersByTime(100 * MIN);
    expect(signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(21 * MIN);
    expect(signOut).toHaveBeenCalledWith('inactivity');
    upkeep.stop();
  });

  it('a wheel turn or a touch gesture over a scrolling panel keeps the session alive', () => {
    for (const gesture of [() => new WheelEvent('wheel', { deltaY: 120, bubbles: true }), () => new Event('touchmove', { bubbles: true })]) {
      const { signOut, upkeep } = setup();
      const panel = document.body.appendChild(document.createElement('div'));
      vi.advanceTimersByTime(100 * MIN);
      panel.dispatchEvent(gesture());
      vi.advanceTimersByTime(100 * MIN);
      expect(signOut).not.toHaveBeenCalled();
      vi.advanceTimersByTime(21 * MIN);
      expect(signOut).toHaveBeenCalledWith('inactivity');
      upkeep.stop();
      panel.remove();
      localStorage.clear();
    }
  });

  it('does not count what the page does by itself: a still pointer, an element scrolled by script', () => {
    const { signOut, upkeep } = setup();
    const carousel = document.body.appendChild(document.createElement('div'));
    vi.advanceTimersByTime(100 * MIN);
    carousel.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new MouseEvent('mousemove', { movementX: 0, movementY: 0 } as MouseEventInit));
    vi.advanceTimersByTime(20 * MIN);
    expect(signOut).toHaveBeenCalledWith('inactivity');
    upkeep.stop();
  });

  it('activity in another tab (shared localStorage) counts', () => {
    const { signOut, upkeep } = setup();
    vi.advanceTimersByTime(110 * MIN);
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
    vi.advanceTimersByTime(100 * MIN);
    expect(signOut).not.toHaveBeenCalled();
    upkeep.stop();
  });

  it('refreshes every 60 minutes; a failed refresh signs out', async () => {
    const refresh = vi.fn(async () => true);
    const { signOut, upkeep } = setup(refresh);
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(refresh).toHaveBeenCalledTimes(1);
    refresh.mockResolvedValueOnce(false);
    window.dispatchEvent(new Event('mousemove'));
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(signOut).toHaveBeenCalledWith('expired');
    upkeep.stop();
  });

  it('one tab refreshes for all: a refresh by another tab in this period is enough', async () => {
    const refresh = vi.fn(async () => true);
    const { upkeep } = setup(refresh);
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(59 * MIN);
    localStorage.setItem(STORAGE_KEYS.lastRefresh, String(Date.now()));
    await vi.advanceTimersByTimeAsync(MIN);
    expect(refresh).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('mousemove'));
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(refresh).toHaveBeenCalledTimes(1);
    upkeep.stop();
  });

  it('a sign-out elsewhere ends this tab; this tab’s sign-out is announced', () => {
    const { elsewhere, deliver, upkeep, sent, signOut } = setup();
    upkeep.announceSignOut('user');
    expect(sent).toEqual([{ type: 'signed-out', reason: 'user' }]);
    deliver({ type: 'signed-out', reason: 'inactivity' });
    expect(elsewhere).toHaveBeenCalledWith('inactivity');
    vi.advanceTimersByTime(500 * MIN);
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('clearStorageOnSignOut', () => {
  it('clears everything but the kept value', () => {
    localStorage.setItem(KEPT_ON_SIGN_OUT, 'de-DE');
    localStorage.setItem(STORAGE_KEYS.lastActivity, '1');
    localStorage.setItem('import-map-override:react', 'x');
    clearStorageOnSignOut();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(KEPT_ON_SIGN_OUT)).toBe('de-DE');
  });
});

describe('clearSessionKeysOnSignOut', () => {
  it("removes the spec's session keys, keeps this tab's others, and sets the logout marker", () => {
    const keys = ['csrfToken', 'login', 'orgId', 'searchHistory', 'errorMessage', 'helpArticle', 'passwordExpiryNotification', 'bearerToken'];
    for (const key of keys) sessionStorage.setItem(key, 'x');
    sessionStorage.setItem('palisade.signOutNotice', 'inactivity');
    clearSessionKeysOnSignOut();
    expect(keys.filter((key) => sessionStorage.getItem(key) !== null)).toEqual([]);
    expect(sessionStorage.getItem('palisade.signOutNotice')).toBe('inactivity');
    expect(sessionStorage.getItem('palisade.loggedOut')).toBe('1');
  });
});
