import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { type ColumnDef, createColumnHelper, useInventoryView } from '@palisade/sdk/inventory';
import { credentialKeys, fetchRoleAssignments, type RoleAssignment } from './credentialsApi';
import { CredentialList } from './CredentialList';
import { credentialQuery, ROLE_ASSIGNMENT_VIEW_CODEC, ROLE_ASSIGNMENT_VIEW_SPEC } from './credentialViews';

const col = createColumnHelper<RoleAssignment>();

/** Every Azure role assignment as a row: the principal, the role and the scope it applies at. */
export function RoleAssignments({ onOpenIdentity }: { onOpenIdentity: (id: number) => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [view, update] = useInventoryView(ROLE_ASSIGNMENT_VIEW_CODEC);
  const result = useQuery({ queryKey: credentialKeys.roleAssignments(credentialQuery(view).toString()),
    queryFn: ({ signal }) => fetchRoleAssignments(http, view, signal), placeholderData: keepPreviousData });
  const columns = useMemo((): ColumnDef<RoleAssignment, any>[] => [
    col.accessor('principal', { id: 'principal', header: t('col.principal'),
      cell: (c) => <button type="button" className="identities-link" onClick={() => onOpenIdentity(c.row.original.identityId)}>{c.getValue()}</button> }),
    col.accessor('principalType', { id: 'principalType', header: t('col.type'), cell: (c) => t(`type.${c.getValue()}`) }),
    col.accessor((a) => a.role.name, { id: 'role', header: t('col.role') }),
    col.accessor('scope', { id: 'scope', header: t('col.scope'), cell: (c) => <span className="identities-resource">{c.getValue()}</span> }),
    col.accessor('scopeLevel', { id: 'scopeLevel', header: t('col.scopeLevel'), cell: (c) => t(`scopeLevel.${c.getValue()}`) }),
    col.accessor((a) => a.account.name, { id: 'account', header: t('col.account') }),
  ], [t, onOpenIdentity]);
  const roles = result.data?.roles ?? [];
  const menus = [
    { key: 'role', label: t('col.role'), options: roles.map((r) => ({ value: r.value, label: `${r.label} (${r.count.toLocaleString()})` })) },
    { key: 'scopeLevel', label: t('col.scopeLevel'), options: (['subscription', 'resourceGroup', 'resource'] as const).map((value) => ({ value, label: t(`scopeLevel.${value}`) })) },
    { key: 'principalType', label: t('col.type'),
      options: (['user', 'group', 'service_principal', 'managed_identity'] as const).map((value) => ({ value, label: t(`type.${value}`) })) },
  ];
  return <CredentialList label={t('credentials.assignments')} spec={ROLE_ASSIGNMENT_VIEW_SPEC} view={view} update={update as never} menus={menus} columns={columns}
    getRowId={(a) => `${a.identityId}:${a.role.id}:${a.scope}`} result={result} />;
}
