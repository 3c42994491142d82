import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Modal } from '@palisade/sdk';
import { useConsoleTranslation } from '@palisade/sdk/host';
import { useShell, useStoreValue } from '../shell/ShellServices';
import { STORAGE_KEYS } from './constants';
import { useSessionController } from './SessionContext';

/** The agreement (EUSA) dialog while the tenant has not accepted (spec section 4). */
export function EusaDialog() {
  const controller = useSessionController();
  const { runtime } = useShell();
  const { t } = useConsoleTranslation();
  const tenant = useStoreValue(controller.tenantInfo);
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = tenant?.eusaAccepted === false && !dismissed;

  async function accept() {
    setBusy(true);
    const ok = await controller.acceptEusa();
    setBusy(false);
    if (ok) {
      setDismissed(true);
      runtime.notify({ message: t('EUSA_ACCEPTED') });
    } else {
      runtime.notify({ message: t('EUSA_FAILED'), error: true });
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && setDismissed(true)}
      title="End User Subscription Agreement"
      description={`${tenant?.name ?? 'This tenant'} has not accepted the End User Subscription Agreement yet.`}
      closeLabel="Not now"
      footer={
        <Button onClick={() => void accept()} loading={busy}>
          Accept
        </Button>
      }
    >
      <p>By accepting, you agree to the End User Subscription Agreement on behalf of your organization.</p>
    </Modal>
  );
}

/** The change-password reminder, when the server says the password is old. Once per sign-in. */
export function PasswordReminderDialog() {
  const controller = useSessionController();
  const expired = useStoreValue(controller.passwordExpired);
  const tenant = useStoreValue(controller.tenantInfo);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(STORAGE_KEYS.passwordReminderDismissed) === '1');
  // The agreement comes first.
  const open = expired && !dismissed && tenant?.eusaAccepted !== false;
  const close = () => {
    sessionStorage.setItem(STORAGE_KEYS.passwordReminderDismissed, '1');
    setDismissed(true);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Time to change your password"
      description="Your password is older than 90 days. Change it to keep your account safe."
      closeLabel="Remind me later"
      footer={
        <Link className="pl-button pl-button--primary" to="/admin/profile#change-password" onClick={close}>
          Change password
        </Link>
      }
    />
  );
}

export function SessionDialogs() {
  return (
    <>
      <EusaDialog />
      <PasswordReminderDialog />
    </>
  );
}
