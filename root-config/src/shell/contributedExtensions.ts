import type { ContributedExtension } from '@palisade/sdk/host';
import type { PluginState } from '../loader/PluginLoader';

/** Every loaded plugin's extensions with its id, in load-list order, for `runtime.setExtensions`. */
export function contributedExtensions(states: readonly PluginState[]): ContributedExtension[] {
  return states.flatMap((s) =>
    s.status === 'loaded' ? s.plugin.definition.extensions.map((extension) => ({ pluginId: s.plugin.descriptor.id, extension })) : [],
  );
}
