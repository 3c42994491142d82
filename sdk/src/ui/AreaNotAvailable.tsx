import { PageTitle } from './PageTitle';

/** Props of {@link AreaNotAvailable}. @public */
export interface AreaNotAvailableProps {
  /** The area's name, as its menu entry says it. */
  title: string;
  /** What the user should know: that the area is not available yet, and where to turn meanwhile. */
  message: string;
}

/**
 * The page of an area a plugin declares (so that its menu entry and landing
 * step lead somewhere) before the area itself is built: its title and a
 * sentence saying so, never a blank page or "Page not found".
 *
 * @example
 * ```tsx
 * export default function CloudAccountsPage() {
 *   const { t } = usePluginTranslation();
 *   return <AreaNotAvailable title={t('cloudAccounts.title')} message={t('cloudAccounts.unavailable')} />;
 * }
 * ```
 *
 * @public
 */
export function AreaNotAvailable({ title, message }: AreaNotAvailableProps) {
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={title} />
      <p>{message}</p>
    </section>
  );
}
