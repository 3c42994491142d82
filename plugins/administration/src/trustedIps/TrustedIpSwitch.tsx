import { useState } from 'react';
import type { TrustedIpList } from '@palisade/contracts';
import { Button, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { setTrustedIpsEnabled } from './trustedIpsApi';

/** Whether the list is enforced, the caller's own address, and the switch (enabling asks first; the server refuses a self-lockout). */
export function TrustedIpSwitch({ list, canManage, onChanged }: { list: TrustedIpList; canManage: boolean; onChanged: () => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (enabled: boolean) => {
    await setTrustedIpsEnabled(http, enabled);
    notify({ message: t(enabled ? 'trustedIps.enabledNow' : 'trustedIps.disabledNow') });
    onChanged();
  };
  const disable = async () => {
    setBusy(true);
    setError(null);
    try {
      await change(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-ips__status" role="group" aria-labelledby="trusted-ip-status">
      <p id="trusted-ip-status">
        <strong>{t(list.enabled ? 'trustedIps.stateOn' : 'trustedIps.stateOff')}</strong>{' '}
        {t(list.enabled ? 'trustedIps.stateOnText' : 'trustedIps.stateOffText')}
      </p>
      <p>
        {t('trustedIps.yourAddress')} <code>{list.yourAddress}</code>{' '}
        <span className={list.yourAddressTrusted ? 'admin-ips__in' : 'admin-ips__out'}>
          {t(list.yourAddressTrusted ? 'trustedIps.inList' : 'trustedIps.notInList')}
        </span>
      </p>
      {error && <p className="pl-form__error" role="alert">{error}</p>}
      {canManage && (list.enabled
        ? <Button variant="secondary" loading={busy} onClick={disable}>{t('trustedIps.disable')}</Button>
        : <Button onClick={() => setAsking(true)}>{t('trustedIps.enable')}</Button>)}
      {asking && (
        <ConfirmDialog
          title={t('trustedIps.enableTitle')}
          description={t('trustedIps.enableText')}
          confirmLabel={t('trustedIps.enable')}
          cancelLabel={t('trustedIps.cancel')}
          onConfirm={() => change(true)}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}
