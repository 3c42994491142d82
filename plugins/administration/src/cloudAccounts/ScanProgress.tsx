import { usePluginTranslation } from '@palisade/sdk';
import type { ScanJob } from './cloudAccountsApi';

/** A scan's state: its step and a progress bar while it runs, the reason when it failed. */
export function ScanProgress({ scan, label }: { scan: ScanJob; label: string }) {
  const { t } = usePluginTranslation();
  if (scan.status === 'failed') return <p className="admin-accounts__scan" role="status">{t('cloudAccounts.scan.failed', { error: scan.error })}</p>;
  if (scan.status === 'done') return <p className="admin-accounts__scan" role="status">{t('cloudAccounts.scan.done')}</p>;
  return (
    <div className="admin-accounts__scan">
      <progress aria-label={label} max={100} value={scan.progress} />
      <span role="status">{t('cloudAccounts.scan.running', { step: scan.step, progress: scan.progress })}</span>
    </div>
  );
}
