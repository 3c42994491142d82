import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Loading, PageTitle, ServerError, handleLinkClick, useHttp, usePluginTranslation } from '@palisade/sdk';
import { fetchFrameworks } from './complianceApi';
import { FrameworkPage } from './FrameworkPage';
import './compliance.css';

const BASE = '/admin/cloud-posture/compliance';

/** `/admin/cloud-posture/compliance`: a card per framework with its score; `?framework=` opens one framework. */
export default function CompliancePage() {
  const { t } = usePluginTranslation();
  const [params] = useSearchParams();
  const http = useHttp();
  const framework = params.get('framework');
  const list = useQuery({ queryKey: ['compliance', 'frameworks'], queryFn: ({ signal }) => fetchFrameworks(http, signal), enabled: !framework });
  if (framework) return <FrameworkPage id={framework} base={BASE} />;
  return (
    <section className="area-page compliance" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      {list.status === 'pending' && <Loading label={t('page.loading')} />}
      {list.status === 'error' && <ServerError error={list.error} message={t('page.loadFailed')} onRetry={() => void list.refetch()} />}
      {list.status === 'success' && (
        <ul className="compliance__cards" aria-label={t('page.frameworks')}>
          {list.data.frameworks.map((f) => {
            const href = `${BASE}?framework=${encodeURIComponent(f.id)}`;
            return (
              <li key={f.id} className="compliance__card">
                <a href={href} onClick={(e) => handleLinkClick(e, href)} aria-label={t('card.open', { name: f.name, score: f.score })}>
                  <span className="compliance__name">{f.name} {f.version}</span>
                  <span className="compliance__score" data-testid={`score-${f.id}`}>{f.score}%</span>
                </a>
                <span>{t('counts', { passed: f.passed, failed: f.failed, manual: f.manual })}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
