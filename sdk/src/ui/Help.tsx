/** Props of {@link Help}. @public */
export interface HelpProps {
  /** The help article's address. */
  href: string;
  /** Link text; `Help`. */
  label?: string;
}

/** A link to a help article, opened in a new tab (and saying so). @public */
export function Help({ href, label = 'Help' }: HelpProps) {
  return (
    <a className="pl-help" href={href} target="_blank" rel="noopener noreferrer">
      <span aria-hidden="true" className="pl-help__icon">
        ?
      </span>
      {label}
      <span className="pl-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
