import { useQuery } from '@tanstack/react-query';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { errorText } from '../integrations/errorText';
import { fetchLocalUploads, iacKeys } from '../integrations/iacApi';

/** Scans uploaded from workstations (CLI or IDE), newest first, with who ran them and on which machine. */
export function LocalScans() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const scans = useQuery({ queryKey: iacKeys.local(), queryFn: ({ signal }) => fetchLocalUploads(http, signal) });
  return (
    <section aria-labelledby="iac-local-scans-title">
      <h2 id="iac-local-scans-title">{t('local.scans.title')}</h2>
      {scans.error && <p role="alert" className="iac-error">{errorText(scans.error)}</p>}
      {scans.data?.length === 0 && <p>{t('local.scans.none')}</p>}
      {scans.data && scans.data.length > 0 && (
        <table className="iac-table">
          <caption>{t('local.scans.caption')}</caption>
          <thead><tr>
            <th scope="col">{t('local.scans.developer')}</th><th scope="col">{t('local.scans.machine')}</th><th scope="col">{t('local.scans.repository')}</th>
            <th scope="col">{t('local.scans.scanner')}</th><th scope="col">{t('local.scans.findings')}</th><th scope="col">{t('local.scans.at')}</th>
          </tr></thead>
          <tbody>
            {scans.data.map((s) => (
              <tr key={s.id}>
                <th scope="row">{s.developer || t('local.scans.unnamed')}</th><td>{s.machine || t('local.scans.unnamed')}</td>
                <td>{s.repository} ({s.branch})</td><td>{s.scanner} ({t(`local.scans.source.${s.source}`)})</td>
                <td>{`${s.bySeverity.Critical} / ${s.bySeverity.High} / ${s.bySeverity.Medium} / ${s.bySeverity.Low}`}</td>
                <td>{s.createdAt.slice(0, 16).replace('T', ' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
