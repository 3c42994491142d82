import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useHttp } from '../http/useHttp';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { errorMessage } from './errorMessage';
import {
  createSavedView, deleteSavedView, listSavedViews, paramsFromSavedView, sameParams, type SavedView, savedViewKeys, updateSavedView, viewFromParams,
} from './savedViewsApi';
import { ENGLISH, type SavedViewsLabels } from './savedViewsLabels';

/** Props of {@link SavedViews}. */
export interface SavedViewsProps {
  /** The screen's area key, such as `alerts.cloud`. */
  area: string;
  /** The view on screen as URL parameters, without the page and the open row. */
  current: URLSearchParams;
  /** Shows a saved view (the screen writes its parameters to the URL). */
  onApply: (params: URLSearchParams) => void;
  /** Apply the person's default view once it has loaded: true when the URL came without a view of its own. */
  applyDefault?: boolean;
  labels?: Partial<SavedViewsLabels>;
}

type Editing = { kind: 'save' } | { kind: 'rename'; view: SavedView } | null;

/**
 * The person's saved views of one screen, kept by the server: choose one to apply it, save the view on screen under
 * a name, update the chosen one with the view on screen, rename, delete (after confirming), and mark one as the default that opens
 * when the screen's address holds no view.
 */
export function SavedViews({ area, current, onApply, applyDefault = false, labels }: SavedViewsProps) {
  const text = { ...ENGLISH, ...labels };
  const http = useHttp();
  const client = useQueryClient();
  const selectId = useId();
  const nameId = useId();
  const list = useQuery({ queryKey: savedViewKeys.list(area), queryFn: ({ signal }) => listSavedViews(http, area, signal) });
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const views = list.data ?? [];
  const view = views.find((v) => v.id === chosen) ?? null;
  const changed = view !== null && !sameParams(paramsFromSavedView(view.view), current);

  const appliedDefault = useRef(false);
  useEffect(() => {
    if (!applyDefault || appliedDefault.current || !list.data) return;
    appliedDefault.current = true;
    const preferred = list.data.find((v) => v.isDefault);
    if (!preferred) return;
    setChosen(preferred.id);
    onApply(paramsFromSavedView(preferred.view));
  }, [applyDefault, list.data, onApply]);

  const mutation = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: () => client.invalidateQueries({ queryKey: savedViewKeys.list(area) }),
  });
  const act = async (run: () => Promise<unknown>, message: string) => {
    setError(null);
    setDone(null);
    try {
      await mutation.mutateAsync(run);
      setDone(message);
      return true;
    } catch (e) {
      setError(text.failed(errorMessage(e)));
      return false;
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || !editing) return;
    const ok = editing.kind === 'save'
      ? await act(async () => setChosen((await createSavedView(http, { area, name: trimmed, view: viewFromParams(current) })).id), text.saved(trimmed))
      : await act(() => updateSavedView(http, editing.view.id, { name: trimmed }), text.renamed(trimmed));
    if (ok) setEditing(null);
  };
  const apply = (id: string) => {
    setChosen(id || null);
    const picked = views.find((v) => v.id === id);
    if (picked) onApply(paramsFromSavedView(picked.view));
  };

  return (
    <div className="pl-saved-views" role="group" aria-label={text.group}>
      <span className="pl-field">
        <label htmlFor={selectId}>{text.label}</label>
        <select id={selectId} value={chosen ?? ''} onChange={(e) => apply(e.target.value)} disabled={list.status !== 'success'}>
          <option value="">{list.status === 'pending' ? text.loading : text.none}</option>
          {views.map((v) => <option key={v.id} value={v.id}>{v.isDefault ? text.defaultName(v.name) : v.name}</option>)}
        </select>
      </span>
      {list.status === 'error' && (
        <span role="alert" className="pl-saved-views__error">
          {text.loadFailed(errorMessage(list.error))} <Button variant="secondary" onClick={() => void list.refetch()}>{text.retry}</Button>
        </span>
      )}
      {editing ? (
        <form className="pl-saved-views__form" onSubmit={(e) => void submit(e)}>
          <span className="pl-field">
            <label htmlFor={nameId}>{text.name}</label>
            <input id={nameId} value={name} maxLength={80} required autoFocus onChange={(e) => setName(e.target.value)} />
          </span>
          <Button type="submit" loading={mutation.isPending}>{editing.kind === 'save' ? text.save : text.rename}</Button>
          <Button variant="secondary" onClick={() => setEditing(null)}>{text.cancel}</Button>
        </form>
      ) : (
        <>
          <Button variant="secondary" onClick={() => { setName(''); setEditing({ kind: 'save' }); }}>{text.saveAs}</Button>
          {view && (
            <>
              <Button variant="secondary" disabled={!changed} loading={mutation.isPending}
                onClick={() => void act(() => updateSavedView(http, view.id, { view: viewFromParams(current) }), text.updated(view.name))}>
                {text.update}
              </Button>
              <Button variant="secondary" onClick={() => { setName(view.name); setEditing({ kind: 'rename', view }); }}>{text.renameStart}</Button>
              <Button variant="secondary" onClick={() => void act(() => updateSavedView(http, view.id, { isDefault: !view.isDefault }),
                view.isDefault ? text.undefaulted(view.name) : text.defaulted(view.name))}>
                {view.isDefault ? text.unsetDefault : text.setDefault}
              </Button>
              <Button variant="danger" onClick={() => { setError(null); setDone(null); setDeleting(view); }}>{text.delete}</Button>
            </>
          )}
        </>
      )}
      {deleting && (
        <ConfirmDialog title={text.confirmDelete(deleting.name)} description={text.confirmDeleteText} confirmLabel={text.delete} cancelLabel={text.cancel} danger
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await mutation.mutateAsync(() => deleteSavedView(http, deleting.id));
            setChosen(null);
            setDone(text.deleted(deleting.name));
          }} />
      )}
      {error && <span role="alert" className="pl-saved-views__error">{error}</span>}
      <span role="status" className="pl-saved-views__done">{done}</span>
    </div>
  );
}
