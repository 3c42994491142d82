import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import { type CloudAccountView, discoverMembers, onboardMembers } from './cloudAccountsApi';
import { Refusal } from './Refusal';

/** AWS Organizations: list the organization's member accounts and onboard the chosen ones (through the read-only role), or skip. */
export function MembersStep({ account, onDone }: { account: CloudAccountView; onDone: (added: CloudAccountView[]) => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [chosen, setChosen] = useState<string[]>([]);
  const discover = useMutation({ mutationFn: () => discoverMembers(http, account.id) });
  const onboard = useMutation({ mutationFn: () => onboardMembers(http, account.id, chosen), onSuccess: (r) => onDone(r.items) });
  const found = discover.data;
  return (
    <section aria-labelledby="members-title">
      <h2 id="members-title">{t('cloudAccounts.wizard.membersTitle')}</h2>
      <p>{t('cloudAccounts.wizard.membersIntro')}</p>
      {found?.ok === false && <Refusal field={found.field} code={found.code} message={found.message} />}
      {found?.ok === true && (
        <fieldset>
          <legend>{t('cloudAccounts.wizard.membersLegend')}</legend>
          {found.accounts.map((m) => (
            <label key={m.id} className="admin-accounts__member">
              <input type="checkbox" disabled={m.onboarded} checked={m.onboarded || chosen.includes(m.id)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, m.id] : chosen.filter((id) => id !== m.id))} />{' '}
              {m.onboarded ? t('cloudAccounts.wizard.memberOnboarded', { name: m.name, id: m.id }) : t('cloudAccounts.wizard.member', { name: m.name, id: m.id })}
            </label>
          ))}
        </fieldset>
      )}
      {(discover.isError || onboard.isError) && <p role="alert">{t('cloudAccounts.wizard.membersFailed')}</p>}
      <div className="pl-form__actions">
        <Button variant="secondary" onClick={() => onDone([])}>{t('cloudAccounts.wizard.skip')}</Button>
        {found?.ok === true
          ? <Button disabled={chosen.length === 0} loading={onboard.isPending} onClick={() => onboard.mutate()}>{t('cloudAccounts.wizard.onboardMembers', { count: chosen.length })}</Button>
          : <Button loading={discover.isPending} onClick={() => discover.mutate()}>{t('cloudAccounts.wizard.discover')}</Button>}
      </div>
    </section>
  );
}
