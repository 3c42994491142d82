import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import type { ContributedExtension } from './ContributedExtension';
import type { Extension, ExtensionType } from './extension';
import { isExtensionVisible } from './isExtensionVisible';

/** The extension of a given `type`. @public */
export type ExtensionOfType<T extends ExtensionType> = Extract<Extension, { type: T }>;

/**
 * The extensions of every plugin in the console's catalogue (this one
 * included) that the user may see — their RBAC module is granted, their
 * feature flag is on and their subscription (if any) is bought — in
 * catalogue order. They are known before the contributing plugin's code has
 * loaded: a code property (a card's `loadCount` or `component`) loads that
 * plugin's code on its first call, so draw the frame at once and let the
 * code arrive. Nothing while the role is still loading. Re-renders when the
 * role, flags or subscriptions change.
 *
 * @example
 * ```tsx
 * const cards = useExtensions('console.dashboard/card');
 * return cards.map(({ pluginId, extension }) => <Card key={`${pluginId}:${extension.properties.appId}`} {...extension.properties} />);
 * ```
 *
 * @public
 */
export function useExtensions<T extends ExtensionType>(type: T): readonly ContributedExtension<ExtensionOfType<T>>[] {
  const runtime = useRuntime('useExtensions');
  const all = useAtomValue(runtime.atoms.extensions, { store: runtime.store });
  const access = useAtomValue(runtime.atoms.access, { store: runtime.store });
  const flags = useAtomValue(runtime.atoms.flags, { store: runtime.store });
  const subscriptions = useAtomValue(runtime.atoms.subscriptions, { store: runtime.store });
  return useMemo(() => {
    if (access.status !== 'ready') return [];
    const context = { modules: access.modules, flags, subscriptions };
    return all.filter(
      (c): c is ContributedExtension<ExtensionOfType<T>> => c.extension.type === type && isExtensionVisible(c.extension, context),
    );
  }, [all, access, flags, subscriptions, type]);
}
