import type { ReactNode } from 'react';
import { AreaPage, usePluginTranslation } from '@palisade/sdk';
import '../integrations/iac.css';

/** The head every page of the IaC area opens with (title, introduction, the area's figure), then the page's own sections. */
export function IacAreaPage({ children }: { children: ReactNode }) {
  const { t } = usePluginTranslation();
  return (
    <AreaPage title={t('page.title')} intro={t('page.intro')} figures={{ appIds: [3], label: t('page.figures'), empty: t('page.noFigures') }}>
      {children}
    </AreaPage>
  );
}
