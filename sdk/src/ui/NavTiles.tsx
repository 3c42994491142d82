import type { ReactNode } from 'react';
import { handleLinkClick } from './navigateTo';

/** One tile of {@link NavTiles}. @public */
export interface NavTile {
  href: string;
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon; hidden from screen readers. */
  icon?: ReactNode;
  /** React key; `href` by default. */
  id?: string;
}

/** Props of {@link NavTiles}. @public */
export interface NavTilesProps {
  tiles: readonly NavTile[];
  /** Name of the navigation landmark. */
  label: string;
}

/**
 * A grid of link tiles inside a labelled `nav`; each tile is a link, reached
 * with Tab and opened with Enter.
 *
 * @example
 * ```tsx
 * <NavTiles label="Administration" tiles={[{ href: '/admin/configuration/users', title: t('users') }]} />
 * ```
 *
 * @public
 */
export function NavTiles({ tiles, label }: NavTilesProps) {
  return (
    <nav aria-label={label} className="pl-nav-tiles">
      <ul className="pl-nav-tiles__grid">
        {tiles.map((tile) => (
          <li key={tile.id ?? tile.href}>
            <a className="pl-nav-tile" href={tile.href} onClick={(e) => handleLinkClick(e, tile.href)}>
              {tile.icon && (
                <span className="pl-nav-tile__icon" aria-hidden="true">
                  {tile.icon}
                </span>
              )}
              <span className="pl-nav-tile__title">{tile.title}</span>
              {tile.description && <span className="pl-nav-tile__description">{tile.description}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
