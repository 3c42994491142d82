import { useMutation } from '@tanstack/react-query';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import { type CloudAccountView, cloudFormationPath, testAccount } from './cloudAccountsApi';
import { Refusal } from './Refusal';

/**
 * The wizard's connection test. A role account first shows its role and external id and offers the CloudFormation
 * template that creates the role; a refusal is explained, and the test can run again once it is fixed.
 */
export function ConnectionStep({ account, onConnected, onStartOver }: { account: CloudAccountView; onConnected: (a: CloudAccountView) => void; onStartOver: () => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const test = useMutation({ mutationFn: () => testAccount(http, account.id), onSuccess: (r) => r.ok && onConnected(r.account) });
  const result = test.data;
  return (
    <section aria-labelledby="connect-title">
      <h2 id="connect-title">{t('cloudAccounts.wizard.connectTitle', { name: account.name })}</h2>
      <dl className="admin-accounts__role" aria-label={t('cloudAccounts.wizard.accountDetails')}>
        <dt>{t('cloudAccounts.externalId')}</dt><dd><code>{account.externalId}</code></dd>
        {account.zsTag && <><dt>{t('cloudAccounts.zsTag')}</dt><dd>{account.zsTag}</dd></>}
      </dl>
      {account.auth === 'role' && (
        <>
          <p>{t('cloudAccounts.wizard.roleIntro')}</p>
          <dl className="admin-accounts__role">
            <dt>{t('cloudAccounts.fields.roleArn')}</dt><dd><code>{account.roleArn}</code></dd>
            <dt>{t('cloudAccounts.fields.externalId')}</dt><dd><code data-testid="external-id">{account.roleExternalId}</code></dd>
          </dl>
          <p><a href={`/bff/api/${cloudFormationPath(account.id)}`} download>{t('cloudAccounts.wizard.downloadTemplate')}</a></p>
        </>
      )}
      {result?.ok === true && <p role="status">{t('cloudAccounts.wizard.connected', { detail: result.detail })}</p>}
      {result?.ok === false && <Refusal field={result.field} code={result.code} message={result.message} />}
      {test.isError && <p role="alert">{t('cloudAccounts.wizard.testFailed')}</p>}
      <div className="pl-form__actions">
        <Button variant="secondary" onClick={onStartOver}>{t('cloudAccounts.wizard.startOver')}</Button>
        <Button loading={test.isPending} onClick={() => test.mutate()}>{result?.ok === false ? t('cloudAccounts.wizard.testAgain') : t('cloudAccounts.wizard.test')}</Button>
      </div>
    </section>
  );
}
