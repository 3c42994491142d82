/** One problem in a plugin definition: where (`extensions[2].properties.path`) and what. */
export interface PluginDefinitionIssue {
  path: string;
  message: string;
}

/**
 * A plugin's definition failed validation. The message names the plugin and
 * every field at fault.
 */
export class PluginDefinitionError extends Error {
  override name = 'PluginDefinitionError';
  readonly pluginId: string;
  readonly issues: readonly PluginDefinitionIssue[];

  constructor(pluginId: string, issues: readonly PluginDefinitionIssue[], options?: { cause?: unknown }) {
    const list = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
    super(`Plugin "${pluginId}" has an invalid definition: ${list}`, options);
    this.pluginId = pluginId;
    this.issues = issues;
  }
}
