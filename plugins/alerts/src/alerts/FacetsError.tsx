import { Button, usePluginTranslation } from '@palisade/sdk';
import { errorMessage } from '@palisade/sdk/inventory';

/** Says why the filter menus are empty when their values could not be loaded, with a retry. */
export function FacetsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = usePluginTranslation();
  return (
    <p role="alert" className="alerts-facets-error">
      {t('filter.facetsFailed', { message: errorMessage(error) })}{' '}
      <Button variant="secondary" onClick={onRetry}>{t('state.retry')}</Button>
    </p>
  );
}
