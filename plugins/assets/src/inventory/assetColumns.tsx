import { type ColumnDef, createColumnHelper } from '@palisade/sdk/inventory';
import type { TFunction } from 'i18next';
import type { Asset } from './assetsApi';
import { ASSET_COLUMNS } from './assetView';

const col = createColumnHelper<Asset>();
// One formatter for every cell: building an Intl formatter per call costs more than rendering the row.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const date = (iso: string) => dateFormat.format(new Date(iso));
export const cloudName = (cloud: string) => (cloud === 'aws' ? 'AWS' : cloud === 'azure' ? 'Azure' : cloud);

/** The inventory's columns in the default order; a column's id is the server's sort key where it sorts. */
export function assetColumns(t: TFunction, onOpen: (id: string) => void): ColumnDef<Asset, any>[] {
  const count = (severity: 'Critical' | 'High' | 'Medium' | 'Low', id: string) =>
    col.accessor((a) => a.openAlerts[severity], { id, header: t(`col.${id}`), cell: (c) => <span className={c.getValue() > 0 ? `assets-count assets-count-${id}` : 'assets-count'}>{c.getValue()}</span> });
  const byId: Record<(typeof ASSET_COLUMNS)[number], ColumnDef<Asset, any>> = {
    name: col.accessor('name', {
      id: 'name', header: t('col.name'),
      cell: (c) => <button type="button" className="assets-link" onClick={() => onOpen(String(c.row.original.id))}>{c.getValue()}</button>,
    }),
    resourceId: col.accessor('resourceId', { id: 'resourceId', header: t('col.resourceId'), cell: (c) => <code className="assets-resource" title={c.getValue()}>{c.getValue()}</code> }),
    cloud: col.accessor('cloud', { id: 'cloud', header: t('col.cloud'), cell: (c) => cloudName(c.getValue()) }),
    account: col.accessor((a) => a.account.name, { id: 'account', header: t('col.account'),
      cell: (c) => <span>{c.getValue()}<br /><small>{c.row.original.account.externalId}</small></span> }),
    region: col.accessor('region', { id: 'region', header: t('col.region') }),
    type: col.accessor('type', { id: 'type', header: t('col.type') }),
    service: col.accessor('service', { id: 'service', header: t('col.service') }),
    category: col.accessor('category', { id: 'category', header: t('col.category') }),
    businessUnit: col.accessor((a) => a.businessUnit ?? '', { id: 'businessUnit', header: t('col.businessUnit') }),
    tags: col.accessor((a) => a.tags.map((tag) => `${tag.key}=${tag.value}`).join(', '), { id: 'tags', header: t('col.tags'),
      cell: (c) => <span className="assets-tags">{c.getValue()}</span> }),
    critical: count('Critical', 'critical'),
    high: count('High', 'high'),
    medium: count('Medium', 'medium'),
    low: count('Low', 'low'),
    firstSeen: col.accessor('firstSeen', { id: 'firstSeen', header: t('col.firstSeen'), cell: (c) => date(c.getValue()) }),
    lastSeen: col.accessor('lastSeen', { id: 'lastSeen', header: t('col.lastSeen'), cell: (c) => date(c.getValue()) }),
  };
  return ASSET_COLUMNS.map((id) => byId[id]);
}
