import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A dashboard panel: a titled card whose heading links to the detail screen filtered the same way. */
export function Panel({ id, title, href, linkLabel, children }: { id: string; title: string; href: string; linkLabel: string; children: ReactNode }) {
  return (
    <section className="cn-panel" aria-labelledby={`cn-panel-${id}`}>
      <header className="cn-panel-head">
        <h2 id={`cn-panel-${id}`}>{title}</h2>
        <Link to={href}>{linkLabel}</Link>
      </header>
      {children}
    </section>
  );
}
