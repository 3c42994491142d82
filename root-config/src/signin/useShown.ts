import { useTranslation } from 'react-i18next';
import { CONSOLE_NAMESPACE } from '@palisade/sdk/host';
import type { Shown } from './failureMessages';

/** Renders a {@link Shown}: a catalogue code through i18next, or the server's text as is. */
export function useShown(): (shown: Shown) => string {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  return (shown) => ('code' in shown ? t(shown.code) : shown.text);
}
