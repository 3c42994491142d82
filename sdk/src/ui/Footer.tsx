import type { ReactNode } from 'react';

/** Props of {@link Footer}. @public */
export interface FooterProps {
  /** Content; by default the product name and year. */
  children?: ReactNode;
}

/** The console's page footer (a `contentinfo` landmark). @public */
export function Footer({ children }: FooterProps) {
  return <footer className="pl-footer">{children ?? `© ${new Date().getFullYear()} Palisade`}</footer>;
}
