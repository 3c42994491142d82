import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { fetchFilters, type MatrixView } from './complianceApi';

/** Cloud, account, business unit and region pickers that narrow every score and trend on the page; kept in the URL. */
export function SliceFilters({ accounts }: { accounts: MatrixView['accounts'] }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [params, setParams] = useSearchParams();
  const options = useQuery({ queryKey: ['compliance', 'filters'], queryFn: ({ signal }) => fetchFilters(http, signal), staleTime: 60_000 });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'cloud') next.delete('accountId');
    setParams(next);
  };
  const picker = (key: string, label: string, values: readonly { value: string; label: string }[]) => {
    const current = params.get(key) ?? '';
    // A value from a shared link that the list does not offer (yet) stays visible rather than reading as "Any".
    const shown = current && !values.some((v) => v.value === current) ? [...values, { value: current, label: current }] : values;
    return (
      <label>
        {label}
        <select value={current} onChange={(e) => set(key, e.target.value)}>
          <option value="">{t('filters.any')}</option>
          {shown.map((v) => <option key={v.value} value={v.value}>{v.label}</option>)}
        </select>
      </label>
    );
  };
  const plain = (values: readonly string[] = []) => values.map((v) => ({ value: v, label: v }));
  return (
    <div className="compliance__filters" role="group" aria-label={t('filters.label')}>
      {picker('cloud', t('filters.cloud'), [{ value: 'aws', label: 'AWS' }, { value: 'azure', label: 'Azure' }])}
      {picker('accountId', t('filters.account'), accounts.map((a) => ({ value: String(a.id), label: a.name })))}
      {picker('businessUnit', t('filters.businessUnit'), plain(options.data?.businessUnits))}
      {picker('region', t('filters.region'), plain(options.data?.regions))}
    </div>
  );
}
