import type { GroupSummary } from '@palisade/contracts';
import type { NamespaceTranslation } from '@palisade/sdk';

/**
 * A group as a checkbox of the invite and user forms: a group whose role is above the caller cannot be chosen,
 * unless the user is already in it (keeping a group gives nothing new).
 */
export function groupOption(group: GroupSummary, t: NamespaceTranslation['t'], member = false) {
  const offered = group.grantable !== false || member;
  const label = offered ? `${group.name} (${group.role.name})` : t('users.group.beyondYou', { name: group.name, role: group.role.name });
  return { value: group.id, label, disabled: !offered };
}
