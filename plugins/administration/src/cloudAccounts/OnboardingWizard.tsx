import { useState } from 'react';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { AccountDetailsForm } from './AccountDetailsForm';
import { type CloudAccountView, disconnectAccount } from './cloudAccountsApi';
import { ConnectionStep } from './ConnectionStep';
import { MembersStep } from './MembersStep';
import { ScanStep } from './ScanStep';

type Step = { id: 'details' } | { id: 'connect'; account: CloudAccountView } | { id: 'members'; account: CloudAccountView }
  | { id: 'scan'; accounts: CloudAccountView[] };
const STEPS = ['details', 'connect', 'members', 'scan'] as const;

/** Connect an account: its details, the connection test (explained when refused), Organizations members for AWS, then a first scan. */
export function OnboardingWizard({ groups, onClose }: { groups: readonly string[]; onClose: () => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [step, setStep] = useState<Step>({ id: 'details' });
  const startOver = async (account: CloudAccountView) => {
    // The pending account was never scanned: nothing of it stays.
    await disconnectAccount(http, account.id, true);
    setStep({ id: 'details' });
  };
  return (
    <section aria-labelledby="wizard-title" className="admin-accounts__wizard">
      <h2 id="wizard-title">{t('cloudAccounts.wizard.title')}</h2>
      <ol className="admin-accounts__steps" aria-label={t('cloudAccounts.wizard.stepsLabel')}>
        {STEPS.map((id) => <li key={id} aria-current={step.id === id ? 'step' : undefined}>{t(`cloudAccounts.wizard.steps.${id}`)}</li>)}
      </ol>
      {step.id === 'details' && <AccountDetailsForm groups={groups} onCreated={(account) => setStep({ id: 'connect', account })} onCancel={onClose} />}
      {step.id === 'connect' && (
        <ConnectionStep account={step.account} onStartOver={() => void startOver(step.account)}
          onConnected={(account) => setStep(account.cloud === 'aws' ? { id: 'members', account } : { id: 'scan', accounts: [account] })} />
      )}
      {step.id === 'members' && <MembersStep account={step.account} onDone={(added) => setStep({ id: 'scan', accounts: [step.account, ...added] })} />}
      {step.id === 'scan' && <ScanStep accounts={step.accounts} onFinish={onClose} />}
    </section>
  );
}
