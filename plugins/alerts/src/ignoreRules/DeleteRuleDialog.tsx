import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button, Modal, useHttp, usePluginTranslation } from '@palisade/sdk';
import { alertKeys } from '../alerts/alertKeys';
import { deleteIgnoreRule, type IgnoreRule } from '../alerts/alertsApi';
import { errorMessage } from '@palisade/sdk/inventory';

export interface DeleteRuleDialogProps {
  /** The rule to delete; `null` keeps the dialog closed. */
  rule: IgnoreRule | null;
  onClose: () => void;
  onDeleted: (rule: IgnoreRule) => void;
}

/** Asks before an ignore rule goes: new alerts of its policy stay open from then on. A refusal is said in the dialog. */
export function DeleteRuleDialog({ rule, onClose, onDeleted }: DeleteRuleDialogProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: (target: IgnoreRule) => deleteIgnoreRule(http, target.id),
    onSuccess: (_response, target) => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.ignoreRules() });
      onDeleted(target);
    },
  });
  const { reset } = deletion;
  // Another rule (or none) forgets the last refusal.
  useEffect(() => reset(), [rule, reset]);
  const confirm = () => {
    if (rule) deletion.mutate(rule);
  };
  const error = deletion.isError ? errorMessage(deletion.error) : null;
  return (
    <Modal open={rule !== null} onOpenChange={(open) => { if (!open) onClose(); }} title={t('rules.confirmTitle')}
      description={rule ? t('rules.confirmText', { policy: rule.policyName, account: rule.accountName ?? t('rules.anyAccount') }) : undefined}
      footer={(
        <>
          <Button variant="secondary" onClick={onClose}>{t('ignore.cancel')}</Button>
          <Button variant="danger" loading={deletion.isPending} onClick={confirm}>{t('rules.delete')}</Button>
        </>
      )}>
      {error && <p role="alert">{t('rules.deleteFailed', { message: error })}</p>}
    </Modal>
  );
}
