import type { FlowLink, MapMarker, MapStatus } from '@palisade/sdk/charts';
import { SEVERITY_COLORS } from '@palisade/sdk/charts';
import type { TFunction } from 'i18next';
import type { AssetDashboard } from '../inventory/assetsApi';
import { cloudName } from '../inventory/assetColumns';

const CLEAR = '#1a7f37';

/** The world map's statuses: a region with any asset under an open critical alert, or none. */
export const regionStatuses = (t: TFunction): MapStatus[] => [
  { key: 'critical', label: t('dashboard.regionCritical'), color: SEVERITY_COLORS.Critical },
  { key: 'clear', label: t('dashboard.regionClear'), color: CLEAR },
];

/** A marker per region, placed by its cloud's region table. */
export const regionMarkers = (d: AssetDashboard): MapMarker[] => d.regions.map((r) => ({
  label: r.region, value: r.count, status: r.withCritical > 0 ? 'critical' : 'clear',
  ...(r.cloud === 'aws' || r.cloud === 'azure' ? { at: { cloud: r.cloud, region: r.region } } : {}),
}));

/** Cloud → internet exposure → highest open alert severity: the first stage's flows, then the second's, each summed over the other stage. */
export function exposureLinks(d: AssetDashboard, t: TFunction): FlowLink[] {
  const stages = [new Map<string, FlowLink>(), new Map<string, FlowLink>()] as const;
  const add = (stage: 0 | 1, source: string, target: string, value: number) => {
    const key = `${source}\u0000${target}`;
    stages[stage].set(key, { source, target, value: (stages[stage].get(key)?.value ?? 0) + value });
  };
  for (const f of d.exposureFlow) {
    const exposure = t(f.exposed ? 'dashboard.exposed' : 'dashboard.notExposed');
    add(0, cloudName(f.cloud), exposure, f.count);
    add(1, exposure, t(`dashboard.flowSeverity.${f.severity}`), f.count);
  }
  return [...stages[0].values(), ...stages[1].values()];
}
