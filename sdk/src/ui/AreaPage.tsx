import type { ReactNode } from 'react';
import { CardFigures } from '../dashboard/CardFigures';
import { PageTitle } from './PageTitle';

/** Props of {@link AreaPage}. @public */
export interface AreaPageProps {
  /** The page's heading and the document's title. */
  title: string;
  /** One paragraph under the heading that says what the area is for. */
  intro?: ReactNode;
  /**
   * The figures of dashboard cards to show under the introduction, by `appId` (see {@link CardFigures}): an area
   * shows its figure through its own card, so the page and the card share no module.
   */
  figures?: { appIds: readonly number[]; label: string; empty: string };
  children?: ReactNode;
}

/**
 * The head a console area's page opens with (heading, introduction, the area's figures), then the page's own
 * sections.
 *
 * @example
 * ```tsx
 * <AreaPage title={t('page.title')} intro={t('page.intro')} figures={{ appIds: [1], label: t('page.figures'), empty: t('page.noFigures') }}>
 *   <Inventory />
 * </AreaPage>
 * ```
 *
 * @public
 */
export function AreaPage({ title, intro, figures, children }: AreaPageProps) {
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={title} />
      {intro !== undefined && <p>{intro}</p>}
      {figures && <CardFigures appIds={figures.appIds} label={figures.label} empty={figures.empty} />}
      {children}
    </section>
  );
}
