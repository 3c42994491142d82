import type { ReactNode } from 'react';
import { CardFigures, PageTitle, usePluginTranslation } from '@palisade/sdk';
import '../integrations/iac.css';

/** The head every page of the IaC area opens with (title, introduction, the area's figure), then the page's own sections. */
export function IacAreaPage({ children }: { children: ReactNode }) {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      {/* The figure comes through the area's own dashboard card, so the page and the entry share no module. */}
      <CardFigures appIds={[3]} label={t('page.figures')} empty={t('page.noFigures')} />
      {children}
    </section>
  );
}
