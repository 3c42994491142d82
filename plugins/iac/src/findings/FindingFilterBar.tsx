import { usePluginTranslation } from '@palisade/sdk';
import { InventoryFilterBar } from '@palisade/sdk/inventory';
import { type FindingView, SEVERITIES, STATUSES } from './findingView';

/** Search by rule, resource or file, and a menu each for severity, status, repository and branch; menus apply at once, the search on submit. */
export interface FindingFilterBarProps {
  view: FindingView;
  /** Repositories and branches scanned lately: the menus' choices, besides those the view already picks. */
  scanned: { repository: readonly string[]; branch: readonly string[] };
  onChange: (change: Partial<FindingView>) => void;
}

export function FindingFilterBar({ view, scanned, onChange }: FindingFilterBarProps) {
  const { t } = usePluginTranslation();
  const known = (key: 'repository' | 'branch') => [...new Set([...scanned[key], ...(view.lists[key] ?? [])])].map((v) => ({ value: v, label: v }));
  const options = {
    severity: SEVERITIES.map((s) => ({ value: s, label: t(`findings.severity.${s}`) })),
    status: STATUSES.map((s) => ({ value: s, label: t(`findings.status.${s}`) })),
    repository: known('repository'),
    branch: known('branch'),
  };
  return (
    <InventoryFilterBar className="iac-filters" view={view} onChange={onChange}
      labels={{ search: t('findings.filter.search'), q: t('findings.filter.q'), apply: t('findings.filter.apply') }}
      menus={(['severity', 'status', 'repository', 'branch'] as const).map((key) => ({ key, label: t(`findings.filter.${key}`), options: options[key] }))} />
  );
}
