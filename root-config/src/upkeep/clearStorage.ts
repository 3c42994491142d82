import { KEPT_ON_SIGN_OUT } from '../session/constants';

/** Sign-out clears localStorage except the one value spec section 4 keeps (see KEPT_ON_SIGN_OUT). */
export function clearStorageOnSignOut(storage: Storage = localStorage): void {
  const kept = storage.getItem(KEPT_ON_SIGN_OUT);
  storage.clear();
  if (kept !== null) storage.setItem(KEPT_ON_SIGN_OUT, kept);
}
