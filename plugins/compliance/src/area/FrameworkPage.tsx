import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useState } from 'react';
import { Button, ConfirmDialog, Loading, PageTitle, ServerError, handleLinkClick, navigateTo, useAccess, useFeatureFlag, useHttp, usePluginTranslation } from '@palisade/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { ExportCsvButton } from '@palisade/sdk/inventory';
import { AttestDialog } from './AttestDialog';
import { ComposeFrameworkDialog } from './ComposeFrameworkDialog';
import { draftOf } from './frameworkDraft';
import { CUSTOM_FRAMEWORKS_FLAG, PDF_EXPORT_FLAG } from './complianceFlags';
import { DownloadPdfButton } from './DownloadPdfButton';
import { fetchFramework, sliceOf, type RequirementView } from './complianceApi';
import { FailingResources } from './FailingResources';
import { MatrixState, ScoreHeatmap, useMatrix } from './ScoreHeatmap';
import { SectionTable } from './SectionTable';

/** One framework: requirements by section with pass, fail and manual counts; a requirement opens its failing resources. */
export function FrameworkPage({ id, base }: { id: string; base: string }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [params] = useSearchParams();
  const open = params.get('requirement');
  const [attesting, setAttesting] = useState<RequirementView | null>(null);
  // The server refuses an attestation without this action; a compliance auditor reviews them.
  const access = useAccess();
  const canAttest = access.can('MANAGE_ALERTS');
  const canManage = useFeatureFlag(CUSTOM_FRAMEWORKS_FLAG) && access.canSee('ADMINISTRATION') && access.can('MANAGE_ADMINISTRATION');
  const pdfOn = useFeatureFlag(PDF_EXPORT_FLAG, undefined, true);
  const [change, setChange] = useState<'edit' | 'delete' | null>(null);
  const client = useQueryClient();
  const slice = sliceOf(params);
  const query = useQuery({ queryKey: ['compliance', 'framework', id, slice], queryFn: ({ signal }) => fetchFramework(http, id, slice, signal) });
  const matrix = useMatrix(id, slice);
  const link = (requirement?: string) => `${base}?framework=${encodeURIComponent(id)}${slice ? `&${slice}` : ''}${requirement ? `&requirement=${encodeURIComponent(requirement)}` : ''}`;
  const csv = `compliance/v1/frameworks/${encodeURIComponent(id)}/requirements.csv`;
  if (query.status === 'pending') return <Loading label={t('page.loading')} />;
  if (query.status === 'error') return <ServerError error={query.error} message={t('page.loadFailed')} onRetry={() => void query.refetch()} />;
  const f = query.data;
  return (
    <section className="area-page compliance" aria-labelledby="framework-title">
      <a href={base} onClick={(e) => handleLinkClick(e, base)}>{t('framework.back')}</a>
      <PageTitle id="framework-title" title={`${f.name} ${f.version}`} />
      <p><strong data-testid="framework-score">{f.score}%</strong> {t('counts', { passed: f.passed, failed: f.failed, manual: f.manual })}</p>
      <p className="compliance__printed-note">{t('framework.printedAt', { when: new Date().toUTCString() })}</p>
      <div className="compliance__actions">
        <ExportCsvButton path={csv} query={() => slice} labels={{ button: t('export.requirements') }} />
        {pdfOn && <DownloadPdfButton framework={f.id} slice={slice} />}
        {f.custom && canManage && <Button variant="secondary" onClick={() => setChange('edit')}>{t('compose.edit')}</Button>}
        {f.custom && canManage && <Button variant="secondary" onClick={() => setChange('delete')}>{t('compose.delete')}</Button>}
      </div>
      {change === 'edit' && <ComposeFrameworkDialog initial={draftOf(f)} editing onClose={() => setChange(null)} onSaved={() => setChange(null)} />}
      {change === 'delete' && (
        <ConfirmDialog title={t('compose.deleteTitle', { name: f.name })} description={t('compose.deleteDescription')} confirmLabel={t('compose.delete')}
          cancelLabel={t('compose.cancel')} danger onClose={() => setChange(null)}
          onConfirm={async () => { await http.delete(`compliance/v1/frameworks/${encodeURIComponent(f.id)}`); await client.invalidateQueries({ queryKey: ['compliance'] }); navigateTo(base); }} />
      )}
      <section aria-labelledby="sections-heatmap-title" className="compliance__screen-only">
        <h2 id="sections-heatmap-title">{t('heatmap.sections')}</h2>
        <MatrixState query={matrix}>
          {(m) => <ScoreHeatmap title={t('heatmap.sections')} matrix={m} cellHref={(_section, account) => `${base}?framework=${encodeURIComponent(id)}&accountId=${account}`} />}
        </MatrixState>
      </section>
      {f.sections.map((s) => <SectionTable key={s.id} section={s} idPrefix="section" detail={(r) => (
        <>
          {r.state === 'fail' && r.checks.length > 0 && (
            <a href={link(r.id)} onClick={(e) => handleLinkClick(e, link(r.id))}>{t('framework.failing', { count: r.openAlerts })}</a>
          )}
          {r.checks.length === 0 && (
            <>
              {r.attestation && <span>{t('framework.attested', { verdict: t(`verdict.${r.attestation.verdict}`), by: r.attestation.attestedBy, until: new Date(r.attestation.expiresAt).toLocaleDateString() })} </span>}
              {canAttest && <Button variant="secondary" onClick={() => setAttesting(r)} aria-label={t('attest.open', { id: r.id })}>{t('attest.button')}</Button>}
            </>
          )}
        </>
      )} />)}
      {open && <FailingResources framework={id} requirement={open} slice={slice} backHref={link()} />}
      {attesting && <AttestDialog framework={id} requirement={attesting} onClose={() => setAttesting(null)} />}
    </section>
  );
}
