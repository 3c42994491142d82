import type { AlertKind, Facets } from './alertsApi';
import type { ListFilter } from './alertView';
import type { FilterOption as Option } from '@palisade/sdk/inventory';

const opt = (value: string): Option => ({ value, label: value });

/** The filter menus a tab offers, in order, with their options from the facets (empty while they load or when they failed). */
export function listOptions(kind: AlertKind, f: Facets | null): [ListFilter, Option[]][] {
  const lists: [ListFilter, Option[]][] = [
    ['statusDescription', f?.statusDescriptions?.map(opt) ?? []],
    ['policy', f?.policies.map((p) => ({ value: p.id, label: p.name })) ?? []],
    ['cloud', [{ value: 'aws', label: 'AWS' }, { value: 'azure', label: 'Azure' }]],
    ['account', f?.accounts.map((a) => ({ value: String(a.id), label: `${a.name} (${a.externalId})` })) ?? []],
    ['region', f?.regions.map(opt) ?? []],
    ['assetCategory', f?.assetCategories.map(opt) ?? []],
    ['assetType', f?.assetTypes.map(opt) ?? []],
    ['businessUnit', f?.businessUnits.map(opt) ?? []],
    ['complianceControl', f?.complianceControls.map(opt) ?? []],
  ];
  if (kind === 'iac') lists.push(['repository', f?.repositories.map(opt) ?? []], ['branch', f?.branches.map(opt) ?? []]);
  return lists;
}
