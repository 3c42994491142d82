import type { StandalonePageExtension } from '@palisade/sdk';
import { extensionVisibility } from '@palisade/contracts/catalogue/kinds';

/**
 * Whether a standalone page is for signed-in users: it names a gate (a
 * module, a subscription or a flag, which only a session can answer). A page
 * with none is open to anyone with its address, signed in or not, such as a
 * report a render link's token grants.
 */
export function needsSession(page: StandalonePageExtension): boolean {
  return extensionVisibility(page).length > 0;
}
