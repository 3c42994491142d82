import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import { errorText } from './errorText';
import { addVcs, iacKeys, testVcs, VCS_PROVIDERS } from './iacApi';

type Provider = (typeof VCS_PROVIDERS)[number];

/** Connect a version control system: test the token against the service, pick repositories, save. */
export function AddVcsForm({ onDone }: { onDone: () => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const client = useQueryClient();
  const ids = { provider: useId(), name: useId(), baseUrl: useId(), baseUrlHint: useId(), token: useId() };
  const [provider, setProvider] = useState<Provider>('github');
  const [name, setName] = useState('');
  const [token, setToken] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const probe = useMutation({ mutationFn: () => testVcs(http, { provider, ...(baseUrl.trim() ? { baseUrl: baseUrl.trim() } : {}), token: token.trim() }), onSuccess: () => setPicked([]) });
  const save = useMutation({
    mutationFn: () => addVcs(http, { provider, name: name.trim() || t(`vcs.provider.${provider}`), ...(baseUrl.trim() ? { baseUrl: baseUrl.trim() } : {}), token: token.trim(), repositories: picked }),
    onSuccess: async () => { await client.invalidateQueries({ queryKey: iacKeys.all }); onDone(); },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); if (probe.data) save.mutate(); else probe.mutate(); };
  const error = errorText(probe.error) ?? errorText(save.error);
  const toggle = (repo: string) => setPicked((p) => (p.includes(repo) ? p.filter((x) => x !== repo) : [...p, repo]));
  return (
    <form onSubmit={submit} className="iac-form" aria-label={t('vcs.add')}>
      <span className="iac-field"><label htmlFor={ids.provider}>{t('vcs.providerLabel')}</label>
        <select id={ids.provider} value={provider} onChange={(e) => { setProvider(e.target.value as Provider); probe.reset(); }}>
          {VCS_PROVIDERS.map((p) => <option key={p} value={p}>{t(`vcs.provider.${p}`)}</option>)}
        </select></span>
      <span className="iac-field"><label htmlFor={ids.name}>{t('vcs.name')}</label>
        <input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} /></span>
      <span className="iac-field"><label htmlFor={ids.baseUrl}>{t('vcs.baseUrl')}</label>
        <input id={ids.baseUrl} type="url" inputMode="url" placeholder="https://" aria-describedby={ids.baseUrlHint} value={baseUrl} maxLength={300}
          onChange={(e) => { setBaseUrl(e.target.value); probe.reset(); }} />
        <small id={ids.baseUrlHint}>{t('vcs.baseUrlHint')}</small></span>
      <span className="iac-field"><label htmlFor={ids.token}>{t('vcs.token')}</label>
        <input id={ids.token} type="password" autoComplete="off" required value={token} onChange={(e) => { setToken(e.target.value); probe.reset(); }} /></span>
      {probe.data && (
        <fieldset>
          <legend>{t('vcs.pick', { login: probe.data.login })}</legend>
          {probe.data.repositories.map((r) => (
            <label key={r.fullName} className="iac-check"><input type="checkbox" checked={picked.includes(r.fullName)} onChange={() => toggle(r.fullName)} />
              {r.fullName} ({r.defaultBranch})</label>
          ))}
        </fieldset>
      )}
      {error && <p role="alert" className="iac-error">{error}</p>}
      <Button type="submit" disabled={!token.trim() || probe.isPending || save.isPending}>{probe.data ? t('vcs.save') : t('vcs.test')}</Button>
    </form>
  );
}
