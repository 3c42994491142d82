import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { type ColumnDef, createColumnHelper, useInventoryView } from '@palisade/sdk/inventory';
import { cloudName } from '../inventory/identityColumns';
import { type AccessKey, credentialKeys, fetchAccessKeys } from './credentialsApi';
import { CredentialList } from './CredentialList';
import { ACCESS_KEY_VIEW_CODEC, ACCESS_KEY_VIEW_SPEC, credentialQuery } from './credentialViews';

const col = createColumnHelper<AccessKey>();
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Every access key (and service principal secret) as a row: whose it is, its age, last use, status and risk flags. */
export function AccessKeys({ onOpenIdentity }: { onOpenIdentity: (id: number) => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [view, update] = useInventoryView(ACCESS_KEY_VIEW_CODEC);
  const result = useQuery({ queryKey: credentialKeys.accessKeys(credentialQuery(view).toString()), queryFn: ({ signal }) => fetchAccessKeys(http, view, signal),
    placeholderData: keepPreviousData });
  const columns = useMemo((): ColumnDef<AccessKey, any>[] => [
    col.accessor('principal', { id: 'principal', header: t('col.principal'),
      cell: (c) => <button type="button" className="identities-link" onClick={() => onOpenIdentity(c.row.original.identityId)}>{c.getValue()}</button> }),
    col.accessor('keyId', { id: 'keyId', header: t('col.keyId'), cell: (c) => <code>{c.getValue()}</code> }),
    col.accessor('cloud', { id: 'cloud', header: t('col.cloud'), cell: (c) => cloudName(c.getValue()) }),
    col.accessor((k) => k.account.name, { id: 'account', header: t('col.account') }),
    col.accessor('status', { id: 'status', header: t('col.status'), cell: (c) => t(`keyStatus.${c.getValue()}`) }),
    col.accessor('ageDays', { id: 'createdAt', header: t('col.keyAgeDays'), cell: (c) => t('detail.days', { count: c.getValue() }) }),
    col.accessor('lastUsed', { id: 'lastUsed', header: t('col.lastUsed'), cell: (c) => (c.getValue() ? dateFormat.format(new Date(c.getValue())) : t('detail.never')) }),
    col.accessor((k) => k.flags.map((f) => t(`keyFlag.${f}`)).join(', '), { id: 'flags', header: t('col.flags') }),
  ], [t, onOpenIdentity]);
  const menus = [
    { key: 'flag', label: t('filter.flag'), options: (['oldKey', 'unusedKey'] as const).map((value) => ({ value, label: t(`keyFlag.${value}`) })) },
    { key: 'status', label: t('col.status'), options: (['Active', 'Inactive'] as const).map((value) => ({ value, label: t(`keyStatus.${value}`) })) },
    { key: 'cloud', label: t('filter.cloud'), options: ['aws', 'azure'].map((value) => ({ value, label: cloudName(value) })) },
  ];
  return <CredentialList label={t('credentials.keys')} spec={ACCESS_KEY_VIEW_SPEC} view={view} update={update as never} menus={menus} columns={columns}
    getRowId={(k) => `${k.identityId}:${k.keyId}`} result={result} />;
}
