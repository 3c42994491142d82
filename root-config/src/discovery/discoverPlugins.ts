/** Import-map keys starting with this name plugins: `@palisade-plugins/<id>`. */
export const PLUGIN_PREFIX = '@palisade-plugins/';

/** A plugin's import-map entry. */
export interface PluginDescriptor {
  /** The `<id>` of `@palisade-plugins/<id>`; its definition must carry the same id. */
  id: string;
  /** The import-map key. */
  specifier: string;
  /** The entry's absolute URL. */
  url: string;
}
