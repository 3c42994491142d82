import type { Extension } from './extension';

/** An extension together with the id of the plugin that contributed it. @public */
export interface ContributedExtension<E extends Extension = Extension> {
  pluginId: string;
  /** The contributing plugin's version, when the console knows it. */
  pluginVersion?: string;
  extension: E;
}
