import { useEffect, useState } from 'react';
import { Button, Modal, useHttp, usePluginTranslation } from '@palisade/sdk';
import { deleteIgnoreRule, type IgnoreRule } from '../alerts/alertsApi';
import { errorMessage } from '../alerts/errorMessage';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [rule]);
  const confirm = async () => {
    if (!rule) return;
    setBusy(true);
    try {
      await deleteIgnoreRule(http, rule.id);
      onDeleted(rule);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={rule !== null} onOpenChange={(open) => { if (!open) onClose(); }} title={t('rules.confirmTitle')}
      description={rule ? t('rules.confirmText', { policy: rule.policyName, account: rule.accountName ?? t('rules.anyAccount') }) : undefined}
      footer={(
        <>
          <Button variant="secondary" onClick={onClose}>{t('ignore.cancel')}</Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>{t('rules.delete')}</Button>
        </>
      )}>
      {error && <p role="alert">{t('rules.deleteFailed', { message: error })}</p>}
    </Modal>
  );
}
