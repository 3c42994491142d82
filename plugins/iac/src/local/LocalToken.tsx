import { useMutation } from '@tanstack/react-query';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import { errorText } from '../integrations/errorText';
import { createLocalToken } from '../integrations/iacApi';

/** Creates an upload-only API key for the CLI; its secret is shown once, in the create answer. */
export function LocalToken() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const create = useMutation({ mutationFn: () => createLocalToken(http) });
  return (
    <section aria-labelledby="iac-token-title">
      <h2 id="iac-token-title">{t('local.token.title')}</h2>
      <p>{t('local.token.intro')}</p>
      <Button onClick={() => create.mutate()} disabled={create.isPending}>{t('local.token.create')}</Button>
      {create.error && <p role="alert" className="iac-error">{errorText(create.error)}</p>}
      {create.data && (
        <div role="status">
          <p>{t('local.token.once', { name: create.data.name, expires: create.data.expiresAt.slice(0, 10) })}</p>
          <pre className="iac-snippet" aria-label={t('local.token.secret')} tabIndex={0}><code>{`export PALISADE_API_KEY=${create.data.key}`}</code></pre>
        </div>
      )}
    </section>
  );
}
