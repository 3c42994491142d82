import { Link } from 'react-router';
import type { PermittedPage } from './firstPermittedPage';

/** The way out of a page the user cannot use: their first permitted page, named as the menu names it; nothing when there is none. */
export function HomeLink({ home }: { home: PermittedPage | null }) {
  if (!home) return null;
  return <Link to={home.href}>{home.label ? `Go to ${home.label}` : 'Go to your start page'}</Link>;
}
