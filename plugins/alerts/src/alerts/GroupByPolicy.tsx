import { Button, usePluginTranslation } from '@palisade/sdk';
import { SEVERITIES, type PolicyGroup } from './alertsApi';

/** Alerts per policy with a count per severity; choosing a policy filters the list by it. */
export function GroupByPolicy({ groups, onPick }: { groups: PolicyGroup[]; onPick: (policyId: string) => void }) {
  const { t } = usePluginTranslation();
  if (groups.length === 0) return <p role="status">{t('state.empty')}</p>;
  return (
    <table className="alerts-table alerts-groups" aria-label={t('group.label')}>
      <thead>
        <tr>
          <th scope="col">{t('col.policy')}</th>
          {SEVERITIES.map((s) => <th key={s} scope="col">{s}</th>)}
          <th scope="col">{t('group.total')}</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((g) => (
          <tr key={g.policyId} data-policy-id={g.policyId}>
            <th scope="row">
              <Button variant="secondary" onClick={() => onPick(g.policyId)}>{g.policy}</Button> <small>{g.policyId}</small>
            </th>
            {SEVERITIES.map((s) => <td key={s}>{g.counts[s].toLocaleString()}</td>)}
            <td>{g.total.toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
