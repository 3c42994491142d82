/** The id of the element inside the shell's content area that holds plugin roots. */
export const PLUGIN_OUTLET_ID = 'palisade-plugin-outlet';

/**
 * The element a plugin mounts into: its own div inside the shell's outlet
 * (two plugins can be mounted for a moment while one route replaces another).
 */
export function pluginContainer(pluginId: string, doc: Document = document): HTMLElement {
  const outlet = doc.getElementById(PLUGIN_OUTLET_ID);
  if (!outlet) throw new Error(`The shell has no #${PLUGIN_OUTLET_ID} element to mount plugin "${pluginId}" into`);
  const id = `single-spa-application:@palisade-plugins/${pluginId}`;
  let container = doc.getElementById(id);
  if (!container) {
    container = doc.createElement('div');
    container.id = id;
    container.className = 'shell-plugin';
    container.setAttribute('data-plugin-root', pluginId);
    outlet.appendChild(container);
  }
  return container;
}

export function removePluginContainer(pluginId: string, doc: Document = document): void {
  doc.getElementById(`single-spa-application:@palisade-plugins/${pluginId}`)?.remove();
}
