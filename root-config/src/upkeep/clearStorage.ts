import { KEPT_ON_SIGN_OUT, LOGOUT_MARKER, SIGN_OUT_SESSION_KEYS } from '../session/constants';

/** Sign-out clears localStorage except the one value spec section 4 keeps (see KEPT_ON_SIGN_OUT). */
export function clearStorageOnSignOut(storage: Storage = localStorage): void {
  const kept = storage.getItem(KEPT_ON_SIGN_OUT);
  storage.clear();
  if (kept !== null) storage.setItem(KEPT_ON_SIGN_OUT, kept);
}

/** Sign-out in this tab: the session keys spec section 4 names go, then the logout marker is set. */
export function clearSessionKeysOnSignOut(storage: Storage = sessionStorage): void {
  for (const key of SIGN_OUT_SESSION_KEYS) storage.removeItem(key);
  storage.setItem(LOGOUT_MARKER, '1');
}
