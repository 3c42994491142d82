import type { ComponentType } from 'react';
import type { HostedExtensionType, RouteExtension } from '@palisade/sdk';
import { DashboardCardFrames } from './DashboardCardFrames';

/** How the console draws each kind a route may host, without the route's plugin. */
const FRAMES: Record<HostedExtensionType, ComponentType> = {
  'console.dashboard/card': DashboardCardFrames,
};

/** The frames of what a route hosts (its `hosts` kind), drawn under its plugin's error panel; nothing for a route that hosts none. */
export function HostedFrames({ route }: { route: RouteExtension }) {
  const kind = route.properties.hosts;
  if (kind === undefined) return null;
  const Frames = FRAMES[kind];
  return <Frames />;
}
