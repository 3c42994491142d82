import type { ReactNode } from 'react';
import { handleLinkClick } from './navigateTo';

/** Props of {@link NotFound}. @public */
export interface NotFoundProps {
  title?: ReactNode;
  message?: ReactNode;
  /** Where the link goes; the dashboard. */
  homeHref?: string;
  homeLabel?: string;
}

/** The page for an unknown address, with a way back. @public */
export function NotFound({
  title = 'Page not found',
  message = 'The page you asked for does not exist or has moved.',
  homeHref = '/admin/dashboard/dashboard',
  homeLabel = 'Go to the dashboard',
}: NotFoundProps) {
  return (
    <section className="pl-not-found" aria-labelledby="pl-not-found-title">
      <h1 id="pl-not-found-title">{title}</h1>
      <p>{message}</p>
      <a href={homeHref} onClick={(e) => handleLinkClick(e, homeHref)}>
        {homeLabel}
      </a>
    </section>
  );
}
