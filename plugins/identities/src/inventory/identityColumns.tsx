import { type ColumnDef, createColumnHelper } from '@palisade/sdk/inventory';
import type { TFunction } from 'i18next';
import type { Identity } from './identitiesApi';
import { IDENTITY_COLUMNS } from './identityView';

const col = createColumnHelper<Identity>();
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const cloudName = (cloud: string) => (cloud === 'aws' ? 'AWS' : cloud === 'azure' ? 'Azure' : cloud);

/** The inventory's columns in the default order; a column's id is the server's sort key where it sorts. */
export function identityColumns(t: TFunction, onOpen: (id: string) => void): ColumnDef<Identity, any>[] {
  const byId: Record<(typeof IDENTITY_COLUMNS)[number], ColumnDef<Identity, any>> = {
    name: col.accessor('name', { id: 'name', header: t('col.name'),
      cell: (c) => <button type="button" className="identities-link" onClick={() => onOpen(String(c.row.original.id))}>{c.getValue()}</button> }),
    type: col.accessor('type', { id: 'type', header: t('col.type'), cell: (c) => t(`type.${c.getValue()}`) }),
    cloud: col.accessor('cloud', { id: 'cloud', header: t('col.cloud'), cell: (c) => cloudName(c.getValue()) }),
    account: col.accessor((i) => i.account.name, { id: 'account', header: t('col.account') }),
    mfa: col.accessor('mfa', { id: 'mfa', header: t('col.mfa'), cell: (c) => t(`mfa.${c.getValue()}`) }),
    lastActivity: col.accessor('lastActivity', { id: 'lastActivity', header: t('col.lastActivity'), cell: (c) => (c.getValue() ? dateFormat.format(new Date(c.getValue())) : t('detail.never')) }),
    keyAge: col.accessor('keyAgeDays', { id: 'keyAge', header: t('col.keyAge'), cell: (c) => (c.getValue() === null ? '—' : t('detail.days', { count: c.getValue() })) }),
    granted: col.accessor((i) => i.permissions.granted, { id: 'granted', header: t('col.granted'), cell: (c) => `${c.row.original.permissions.used} / ${c.getValue()}` }),
    unused: col.accessor((i) => i.permissions.unusedPercent, { id: 'unused', header: t('col.unused'), cell: (c) => `${c.getValue()}%` }),
    riskScore: col.accessor('riskScore', { id: 'riskScore', header: t('col.riskScore'),
      cell: (c) => <span className={`identities-risk identities-risk-${c.row.original.risk.toLowerCase()}`}>{c.getValue()} {t(`risk.${c.row.original.risk}`)}</span> }),
    flags: col.accessor((i) => i.flags.map((f) => t(`flag.${f}`)).join(', '), { id: 'flags', header: t('col.flags') }),
  };
  return IDENTITY_COLUMNS.map((id) => byId[id]);
}
