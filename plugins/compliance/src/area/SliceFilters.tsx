import { useSearchParams } from 'react-router';
import { usePluginTranslation } from '@palisade/sdk';
import type { MatrixView } from './complianceApi';

/** Cloud and account pickers that narrow every score on the page; kept in the URL. */
export function SliceFilters({ accounts }: { accounts: MatrixView['accounts'] }) {
  const { t } = usePluginTranslation();
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'cloud') next.delete('accountId');
    setParams(next);
  };
  return (
    <div className="compliance__filters" role="group" aria-label={t('filters.label')}>
      <label>
        {t('filters.cloud')}
        <select value={params.get('cloud') ?? ''} onChange={(e) => set('cloud', e.target.value)}>
          <option value="">{t('filters.any')}</option>
          <option value="aws">AWS</option>
          <option value="azure">Azure</option>
        </select>
      </label>
      <label>
        {t('filters.account')}
        <select value={params.get('accountId') ?? ''} onChange={(e) => set('accountId', e.target.value)}>
          <option value="">{t('filters.any')}</option>
          {accounts.map((a) => <option key={a.id} value={String(a.id)}>{a.name}</option>)}
        </select>
      </label>
    </div>
  );
}
