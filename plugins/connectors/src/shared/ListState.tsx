import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, ServerError, usePluginTranslation } from '@palisade/sdk';

/** A list's spinner, its failure with Retry, or the list. */
export function ListState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = usePluginTranslation();
  if (query.status === 'pending') return <Loading label={t('list.loading')} />;
  if (query.status === 'error') return <ServerError error={query.error} message={t('list.loadFailed')} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
