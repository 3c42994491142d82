import type { ContributedExtension } from '@palisade/sdk/host';
import type { PluginState } from '../loader/PluginLoader';

/** Every loaded plugin's extensions with its id and version, in load-list order, for `runtime.setExtensions`. */
export function contributedExtensions(states: readonly PluginState[]): ContributedExtension[] {
  return states.flatMap((s) => {
    if (s.status !== 'loaded') return [];
    const { descriptor, definition } = s.plugin;
    return definition.extensions.map((extension) => ({ pluginId: descriptor.id, pluginVersion: definition.version, extension }));
  });
}
