import { useId, useState, type FormEvent } from 'react';
import { TimeRangePicker, usePluginTranslation } from '@palisade/sdk';
import type { CatalogueView } from './useCatalogueView';

const CLOUDS = ['aws', 'azure', 'gcp'] as const;

/** The period picker (spec section 9) and the cloud, account and business unit filters; account and business unit apply on "Apply". */
export function CatalogueFilters({ view, onChange }: { view: CatalogueView; onChange: (change: Partial<CatalogueView>) => void }) {
  const { t } = usePluginTranslation();
  const ids = { cloud: useId(), account: useId(), businessUnit: useId() };
  const [typed, setTyped] = useState({ account: view.account, businessUnit: view.businessUnit });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ account: typed.account.trim(), businessUnit: typed.businessUnit.trim() });
  };
  return (
    <form className="analytics-catalogue__filters" onSubmit={apply} aria-label={t('catalogue.filters')}>
      <TimeRangePicker label={t('catalogue.period')} value={view.range} onChange={(range) => onChange({ range })} />
      <span>
        <label htmlFor={ids.cloud}>{t('catalogue.cloud')}</label>{' '}
        <select id={ids.cloud} value={view.cloud} onChange={(event) => onChange({ cloud: event.target.value })}>
          <option value="">{t('catalogue.allClouds')}</option>
          {CLOUDS.map((cloud) => (
            <option key={cloud} value={cloud}>
              {t(`catalogue.clouds.${cloud}`)}
            </option>
          ))}
        </select>
      </span>
      <span>
        <label htmlFor={ids.account}>{t('catalogue.account')}</label>{' '}
        <input id={ids.account} value={typed.account} inputMode="numeric" placeholder={t('catalogue.accountHint')}
          onChange={(event) => setTyped({ ...typed, account: event.target.value })} />
      </span>
      <span>
        <label htmlFor={ids.businessUnit}>{t('catalogue.businessUnit')}</label>{' '}
        <input id={ids.businessUnit} value={typed.businessUnit} onChange={(event) => setTyped({ ...typed, businessUnit: event.target.value })} />
      </span>
      <button type="submit">{t('catalogue.apply')}</button>
    </form>
  );
}
