import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccess } from '@palisade/sdk';
import { useShell, useStoreValue } from '../shell/ShellServices';
import { useShown } from '../signin/useShown';
import { useSessionController } from './SessionContext';

/** The header account menu's group list (spec section 4): switch, reload access, land on the first permitted page. */
export function GroupSwitcher({ onSwitched }: { onSwitched?: () => void }) {
  const controller = useSessionController();
  const { runtime } = useShell();
  const info = useStoreValue(controller.accessInfo).userInfo;
  const access = useAccess();
  const navigate = useNavigate();
  const show = useShown();
  const [busy, setBusy] = useState<string | null>(null);
  const groups = typeof info === 'object' && info ? (info.groups ?? []) : [];
  if (groups.length < 2) return null;
  const current = access.group?.id ?? (typeof info === 'object' && info ? info.group?.id : undefined);

  async function choose(id: string, name: string) {
    setBusy(id);
    const result = await controller.switchGroup(id);
    setBusy(null);
    if (!result.ok) {
      runtime.notify({ message: show(result.message), error: true });
      return;
    }
    onSwitched?.();
    runtime.notify({ message: `Switched to ${name}` });
    navigate(result.path);
  }

  return (
    <li className="shell-groups">
      <span className="shell-groups__label" id="shell-groups-label">
        Group
      </span>
      <ul aria-labelledby="shell-groups-label">
        {groups.map((g) => (
          <li key={g.id}>
            <button
              type="button"
              className="shell-link-button"
              aria-current={g.id === current ? 'true' : undefined}
              disabled={g.id === current || busy !== null}
              onClick={() => void choose(g.id, g.name)}
            >
              {g.name}
              {g.id === current ? ' (current)' : ''}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
