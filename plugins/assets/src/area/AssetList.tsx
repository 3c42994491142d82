import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Loading, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';

/** One page of GET asset/api/v1/assets (the server's AssetPage). */
interface AssetPage {
  items: { id: number; name: string; type: string; region: string; account: { id: number; name: string; provider: string }; businessUnit: string | null }[];
  total: number; page: number; pageSize: number; types: string[]; businessUnits: string[];
}

const PAGE_SIZE = 25;

/** The tenant's assets, a page at a time, filtered by business unit and type. */
export function AssetList() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [filters, setFilters] = useState({ businessUnit: '', type: '', page: 1 });
  const state = useQuery({
    queryKey: ['assets', 'list', filters],
    queryFn: ({ signal }) => {
      const searchParams: Record<string, string> = { page: String(filters.page), pageSize: String(PAGE_SIZE) };
      if (filters.businessUnit) searchParams['businessUnit'] = filters.businessUnit;
      if (filters.type) searchParams['type'] = filters.type;
      return http.get('asset/api/v1/assets', { searchParams, signal }).json<AssetPage>();
    },
    // Another page or filter keeps the rows until its own arrive.
    placeholderData: keepPreviousData,
  });
  const data = state.status === 'success' ? state.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const choose = (key: 'businessUnit' | 'type', value: string) => setFilters((f) => ({ ...f, [key]: value, page: 1 }));

  return (
    <section aria-labelledby="asset-list-title">
      <h2 id="asset-list-title">{t('list.title')}</h2>
      <div className="assets-filters" style={{ display: 'flex', gap: '1rem', margin: '0.5rem 0' }}>
        <label>
          {t('list.businessUnit')}{' '}
          <select value={filters.businessUnit} onChange={(e) => choose('businessUnit', e.target.value)}>
            <option value="">{t('list.all')}</option>
            {data?.businessUnits.map((u) => <option key={u} value={u}>{u}</option>)}
          </select>
        </label>
        <label>
          {t('list.type')}{' '}
          <select value={filters.type} onChange={(e) => choose('type', e.target.value)}>
            <option value="">{t('list.all')}</option>
            {data?.types.map((type) => <option key={type} value={type}>{type}</option>)}
          </select>
        </label>
      </div>
      {state.status === 'pending' && <Loading label={t('list.loading')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('list.loadFailed')} onRetry={() => void state.refetch()} />}
      {data && (
        <>
          <p role="status">{t('list.count', { count: data.total })}</p>
          <table aria-label={t('list.title')} style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th scope="col">{t('list.name')}</th><th scope="col">{t('list.type')}</th><th scope="col">{t('list.account')}</th>
                <th scope="col">{t('list.region')}</th><th scope="col">{t('list.businessUnit')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((a) => (
                <tr key={a.id}>
                  <td>{a.name}</td><td>{a.type}</td><td>{a.account.name}</td><td>{a.region}</td><td>{a.businessUnit ?? t('list.noUnit')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginTop: '0.5rem' }}>
            <Button variant="secondary" disabled={filters.page <= 1} onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}>{t('list.previous')}</Button>
            <span>{t('list.page', { page: filters.page, pages })}</span>
            <Button variant="secondary" disabled={filters.page >= pages} onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}>{t('list.next')}</Button>
          </div>
        </>
      )}
    </section>
  );
}
