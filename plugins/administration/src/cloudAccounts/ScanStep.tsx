import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import { adminKeys } from '../shared/adminKeys';
import { type CloudAccountView, fetchScan, type ScanJob, startScan } from './cloudAccountsApi';
import { ScanProgress } from './ScanProgress';

/** Polling interval of a running scan. */
const POLL_MS = 500;

/** "Scan now" for the new accounts, each scan's progress as it runs, then back to the list. */
export function ScanStep({ accounts, onFinish }: { accounts: CloudAccountView[]; onFinish: () => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const start = useMutation({ mutationFn: () => Promise.all(accounts.map((a) => startScan(http, a.id))) });
  return (
    <section aria-labelledby="scan-title">
      <h2 id="scan-title">{t('cloudAccounts.wizard.scanTitle')}</h2>
      <p>{t('cloudAccounts.wizard.scanIntro', { count: accounts.length })}</p>
      {start.data?.map((job) => <ScanWatch key={job.id} account={accounts.find((a) => a.id === job.accountId)!} started={job} />)}
      {start.isError && <p role="alert">{t('cloudAccounts.wizard.scanFailed')}</p>}
      <div className="pl-form__actions">
        <Button variant={start.data ? 'primary' : 'secondary'} onClick={onFinish}>{t('cloudAccounts.wizard.finish')}</Button>
        {!start.data && <Button loading={start.isPending} onClick={() => start.mutate()}>{t('cloudAccounts.scanNow')}</Button>}
      </div>
    </section>
  );
}

/** One scan: first as the server answered its start, then as polled until it ends. */
function ScanWatch({ account, started }: { account: CloudAccountView; started: ScanJob }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const scan = useQuery({
    queryKey: [...adminKeys.cloudAccounts('scan'), account.id, started.id], queryFn: ({ signal }) => fetchScan(http, account.id, started.id, signal),
    initialData: started, staleTime: POLL_MS,
    refetchInterval: (q) => (q.state.data?.status === 'running' ? POLL_MS : false),
  });
  return (
    <div className="admin-accounts__scan-of">
      <h3>{account.name}</h3>
      {scan.data && <ScanProgress scan={scan.data} label={t('cloudAccounts.scan.progressOf', { name: account.name })} />}
    </div>
  );
}
