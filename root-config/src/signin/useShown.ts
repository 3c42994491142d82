import { useConsoleTranslation } from '@palisade/sdk/host';
import type { Shown } from './failureMessages';

/** Renders a {@link Shown}: a catalogue code through i18next, or the server's text as is. */
export function useShown(): (shown: Shown) => string {
  const { t } = useConsoleTranslation();
  return (shown) => ('code' in shown ? t(shown.code) : shown.text);
}
