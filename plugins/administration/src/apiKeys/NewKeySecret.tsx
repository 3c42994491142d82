import { useState } from 'react';
import type { CreatedApiKey } from '@palisade/contracts';
import { Button, usePluginTranslation } from '@palisade/sdk';

/** The one moment the key is visible: copy it now, it is not stored anywhere it could be shown again. */
export function NewKeySecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = usePluginTranslation();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="admin-keys__secret" aria-labelledby="new-key-title">
      <h2 id="new-key-title">{t('apiKeys.secretTitle', { name: created.apiKey.name })}</h2>
      <p role="alert" className="admin-keys__warning">{t('apiKeys.secretWarning')}</p>
      <label className="admin-keys__secret-field">
        <span>{t('apiKeys.secretLabel')}</span>
        <input readOnly value={created.key} onFocus={(e) => e.currentTarget.select()} spellCheck={false} />
      </label>
      <p className="admin-keys__usage">{t('apiKeys.usage')} <code>X-API-Key: {created.apiKey.prefix}.…</code></p>
      <div className="pl-form__actions">
        <span aria-live="polite" className="admin-keys__copied">
          {copied === 'copied' ? t('apiKeys.copied') : copied === 'failed' ? t('apiKeys.copyFailed') : ''}
        </span>
        <Button variant="secondary" onClick={copy}>{t('apiKeys.copy')}</Button>
        <Button onClick={onDone}>{t('apiKeys.done')}</Button>
      </div>
    </section>
  );
}
