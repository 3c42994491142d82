import type { ConnectorObject, ForwardingRuleInput } from '@palisade/contracts/connectors';
import { useEffect, useRef, useState } from 'react';
import { Button, usePluginTranslation } from '@palisade/sdk';
import { PendingBadge } from '../shared/PendingBadge';
import { targetOfKey, useRuleOrder } from './useRuleOrder';

export type Rule = ConnectorObject<Required<ForwardingRuleInput> & { order: number; predefined: boolean }>;

/** The ordered rules: a rule's handle moves it with the arrow keys (Home, End) or by dragging its row. */
export function RuleTable({ items, canManage, onEdit, onDelete, onToggle }: {
  items: readonly Rule[]; canManage: boolean; onEdit: (rule: Rule) => void; onDelete: (rule: Rule) => void; onToggle: (rule: Rule) => void;
}) {
  const { t } = usePluginTranslation();
  const order = useRuleOrder<Rule>();
  const [announce, setAnnounce] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const focusId = useRef<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  // The moved rule's handle keeps the focus once its row is in its new place, so the next key press moves it again.
  useEffect(() => {
    if (focusId.current) handles.current.get(focusId.current)?.focus();
  }, [items]);
  const move = (from: number, to: number) => {
    const rule = items[from]!;
    focusId.current = rule.id;
    order.mutate({ items, from, to }, { onSuccess: () => setAnnounce(t('forwarding.moved', { name: rule.name, position: to + 1 })) });
  };
  const criteria = (r: Rule) => [r.sourceType !== 'any' && `${t(`forwarding.source.${r.sourceType}`)}: ${r.source}`, r.destination, r.application].filter(Boolean).join(' · ');
  return (
    <>
      <p className="pl-visually-hidden" role="status" aria-live="polite">{announce}</p>
      <table className="cn-table" aria-label={t('forwarding.table')}>
        <thead><tr>
          <th scope="col">{t('forwarding.order')}</th><th scope="col">{t('forwarding.name')}</th><th scope="col">{t('forwarding.criteria')}</th>
          <th scope="col">{t('forwarding.method')}</th><th scope="col">{t('forwarding.status')}</th><th scope="col">{t('forwarding.description')}</th>
          <th scope="col"><span className="pl-visually-hidden">{t('list.actions')}</span></th>
        </tr></thead>
        <tbody>
          {items.map((rule, index) => (
            <tr
              key={rule.id}
              draggable={canManage}
              className={dragging === index ? 'cn-dragging' : undefined}
              onDragStart={(e) => { setDragging(index); e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', rule.id); }}
              onDragOver={(e) => { if (dragging !== null) e.preventDefault(); }}
              onDrop={(e) => { e.preventDefault(); if (dragging !== null && dragging !== index) move(dragging, index); setDragging(null); }}
              onDragEnd={() => setDragging(null)}
            >
              <td>
                {canManage ? (
                  <button
                    type="button"
                    className="cn-handle"
                    ref={(el) => { if (el) handles.current.set(rule.id, el); else handles.current.delete(rule.id); }}
                    aria-label={t('forwarding.handle', { name: rule.name, position: index + 1, count: items.length })}
                    aria-describedby="cn-handle-help"
                    aria-disabled={order.isPending || undefined}
                    onKeyDown={(e) => {
                      const to = targetOfKey(e.key, index, items.length);
                      if (to === null) return;
                      e.preventDefault();
                      // One move at a time: the next starts from the order the server confirmed.
                      if (!order.isPending) move(index, to);
                    }}
                  >
                    ⠿ {index + 1}
                  </button>
                ) : index + 1}
              </td>
              <td>{rule.name} {rule.predefined && <span className="cn-badge">{t('forwarding.predefined')}</span>} <PendingBadge pending={rule.pending} /></td>
              <td>{criteria(rule) || t('forwarding.any')}</td>
              <td>{t(`forwarding.methods.${rule.method}`)}</td>
              <td>{t(rule.enabled ? 'connectors.on' : 'connectors.off')}</td>
              <td>{rule.description}</td>
              <td className="cn-row-actions">
                {canManage && (
                  <>
                    <Button variant="secondary" aria-label={t('list.editOf', { name: rule.name })} onClick={() => onEdit(rule)}>{t('list.edit')}</Button>
                    <Button variant="secondary" aria-label={t(rule.enabled ? 'connectors.disableOf' : 'connectors.enableOf', { name: rule.name })} onClick={() => onToggle(rule)}>
                      {t(rule.enabled ? 'connectors.disable' : 'connectors.enable')}
                    </Button>
                    {!rule.predefined && <Button variant="danger" aria-label={t('list.deleteOf', { name: rule.name })} onClick={() => onDelete(rule)}>{t('list.delete')}</Button>}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id="cn-handle-help" className="cn-hint">{t('forwarding.handleHelp')}</p>
    </>
  );
}
