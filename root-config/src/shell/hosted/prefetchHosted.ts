import type { Extension, HostedExtensionType, RouteExtension } from '@palisade/sdk';
import { cardCountLoader, isExtensionVisible, prefetchCount, type ConsoleRuntime } from '@palisade/sdk/host';

/** What each kind a route may host needs loaded before its page can show it. */
const PREFETCH: Record<HostedExtensionType, (runtime: ConsoleRuntime, extension: Extension) => void> = {
  // A card's figure (a declared call, or its plugin's code and then its loader) into the cache the card reads.
  'console.dashboard/card': (runtime, card) => {
    if (card.type === 'console.dashboard/card') void prefetchCount(runtime.queryClient, runtime.http, cardCountLoader(card.properties));
  },
};

/**
 * Starts loading what the extensions a route hosts (its `hosts` kind) need,
 * for the ones the user may see, while the route's own page still loads: the
 * dashboard's figures do not wait for the dashboard's code. Call once access
 * and flags are known; nothing for a route that hosts none or that the user
 * may not open.
 */
export function prefetchHosted(runtime: ConsoleRuntime, route: RouteExtension): void {
  const kind = route.properties.hosts;
  if (kind === undefined) return;
  const access = runtime.store.get(runtime.atoms.access);
  if (access.status !== 'ready') return;
  const context = { modules: access.modules, flags: runtime.store.get(runtime.atoms.flags), subscriptions: runtime.store.get(runtime.atoms.subscriptions) };
  // A page the user may not open shows nothing of what it hosts.
  if (!isExtensionVisible(route, context)) return;
  for (const { extension } of runtime.store.get(runtime.atoms.extensions)) {
    if (extension.type === kind && isExtensionVisible(extension, context)) PREFETCH[kind](runtime, extension);
  }
}
