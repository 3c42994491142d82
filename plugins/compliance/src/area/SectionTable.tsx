import type { ReactNode } from 'react';
import { usePluginTranslation } from '@palisade/sdk';
import type { RequirementView, SectionView } from './complianceApi';

/**
 * One section of a framework: its heading with pass, fail and manual counts, and a table of its requirements with
 * their state. The detail cell is the caller's: links and attest buttons on screen, plain text when printed.
 */
export function SectionTable({ section: s, idPrefix, detail }: { section: SectionView; idPrefix: string; detail: (requirement: RequirementView) => ReactNode }) {
  const { t } = usePluginTranslation();
  return (
    <section aria-labelledby={`${idPrefix}-${s.id}`} className="compliance__section">
      <h2 id={`${idPrefix}-${s.id}`}>{s.id} {s.title} <small>{t('counts', { passed: s.passed, failed: s.failed, manual: s.manual })}</small></h2>
      <table className="compliance__table">
        <thead><tr><th scope="col">{t('framework.requirement')}</th><th scope="col">{t('framework.state')}</th><th scope="col">{t('framework.detail')}</th></tr></thead>
        <tbody>
          {s.requirements.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.id} {r.title}</th>
              <td className={`compliance__state compliance__state--${r.state}`}>{t(`state.${r.state}`)}</td>
              <td>{detail(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
