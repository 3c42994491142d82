import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BusinessUnit } from '@palisade/contracts';
import { Button, Loading, PageTitle, ServerError, useAccess, useHttp, usePluginTranslation } from '@palisade/sdk';
import { adminKeys } from '../shared/adminKeys';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { loadState } from '../shared/loadState';
import { useInvalidate } from '../shared/useInvalidate';
import { useRemoval } from '../shared/useRemoval';
import { BusinessUnitForm } from './BusinessUnitForm';
import { deleteBusinessUnit, fetchBusinessUnits } from './businessUnitsApi';
import './businessUnits.css';

type Editing = { kind: 'new' } | { kind: 'edit'; unit: BusinessUnit } | null;

/** `/admin/configuration/business-units`: units, the cloud accounts they hold, and (for managers) create, edit, delete. */
export default function BusinessUnitsPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const state = loadState(useQuery({ queryKey: adminKeys.businessUnits(), queryFn: ({ signal }) => fetchBusinessUnits(http, signal) }));
  const changed = useInvalidate(adminKeys.businessUnits());
  const remove = useRemoval((unit: BusinessUnit) => deleteBusinessUnit(http, unit.id), (unit) => t('businessUnits.deleted', { name: unit.name }), changed);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BusinessUnit | null>(null);
  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) void changed();
  };

  return (
    <section className="admin-bu" aria-labelledby="business-units-title">
      <PageTitle id="business-units-title" title={t('areas.businessUnits.title')} />
      <p>{t('businessUnits.intro')}</p>
      {state.status === 'loading' && <Loading label={t('businessUnits.loading')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('businessUnits.loadFailed')} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <>
          {!canManage && <p className="admin-bu__readonly">{t('form.readOnly')}</p>}
          {canManage && !editing && <Button onClick={() => setEditing({ kind: 'new' })}>{t('businessUnits.new')}</Button>}
          {editing && (
            <BusinessUnitForm key={editing.kind === 'edit' ? editing.unit.id : 'new'} unit={editing.kind === 'edit' ? editing.unit : undefined}
              accounts={state.data[0].accounts} onDone={done} />
          )}
          {state.data[0].units.length === 0 ? <p>{t('businessUnits.none')}</p> : (
            <table className="admin-bu__table" aria-label={t('businessUnits.listLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('businessUnits.name')}</th><th scope="col">{t('businessUnits.description')}</th>
                  <th scope="col">{t('businessUnits.accounts')}</th>
                  <th scope="col"><span className="pl-visually-hidden">{t('businessUnits.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {state.data[0].units.map((unit) => (
                  <tr key={unit.id}>
                    <th scope="row">{unit.name}</th>
                    <td>{unit.description}</td>
                    <td>{unit.accounts.length === 0 ? t('businessUnits.noneHeld') : (
                      <ul className="admin-bu__accounts">{unit.accounts.map((a) => <li key={a.id}>{a.name}</li>)}</ul>
                    )}</td>
                    <td className="admin-bu__actions">
                      {canManage && (
                        <>
                          <Button variant="secondary" aria-label={t('businessUnits.editUnit', { name: unit.name })} onClick={() => setEditing({ kind: 'edit', unit })}>
                            {t('businessUnits.edit')}
                          </Button>
                          <Button variant="danger" aria-label={t('businessUnits.deleteUnit', { name: unit.name })} onClick={() => setDeleting(unit)}>
                            {t('businessUnits.delete')}
                          </Button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('businessUnits.deleteTitle', { name: deleting.name })}
          description={t('businessUnits.deleteText', { count: deleting.accounts.length })}
          confirmLabel={t('businessUnits.delete')}
          cancelLabel={t('businessUnits.cancel')}
          danger
          onConfirm={() => remove.mutateAsync(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
