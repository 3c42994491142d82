import type { ReactNode } from 'react';

/** Props of {@link PageTitle}. @public */
export interface PageTitleProps {
  title: ReactNode;
  /** Id of the heading, for `aria-labelledby` on the page's section. */
  id?: string;
  /** Actions shown beside the title (buttons, Help). */
  children?: ReactNode;
}

/** A page's `h1` with optional actions beside it. @public */
export function PageTitle({ title, id, children }: PageTitleProps) {
  return (
    <header className="pl-page-title">
      <h1 id={id} className="pl-page-title__heading">
        {title}
      </h1>
      {children && <div className="pl-page-title__actions">{children}</div>}
    </header>
  );
}
